/**
 * Going to a node from a panel: its level becomes the current one when it is not on it (looking, not
 * editing, so through the document in any mode), it is selected alone, and the camera centres on it at
 * the zoom it has.
 */
import { cameraAtCentre } from '../../engine/geometry/camera';
import type { MapEngine } from '../../engine/MapEngine';
import type { ActionResult } from '../../src/model/actions/types';
import type { MapDocumentStore } from '../../src/stores/MapDocumentStore';

export function focusNode(
  document: MapDocumentStore,
  engine: MapEngine | null,
  nodeId: string,
): ActionResult | null {
  const map = document.map;
  const node = map?.nodes.find((candidate) => candidate.id === nodeId);
  if (!map || !node) return null;
  if (!node.levels.some((level) => level.levelId === map.currentLevelId)) {
    const levelId = node.levels[0]?.levelId;
    if (levelId !== undefined) {
      const moved = document.apply({ type: 'setCurrentLevel', levelId });
      if (!moved.ok) return moved;
    }
  }
  const result = document.apply({ type: 'setSelection', nodeIds: [nodeId] });
  // The canvas draws each change as it is applied, so the node's view is there now (none when hidden).
  const view = engine?.nodes.get(nodeId);
  if (engine && view) {
    const { scale } = engine.camera;
    engine.setCamera(
      cameraAtCentre(view.x + view.width / 2, view.y + view.height / 2, scale, engine.viewport),
    );
  }
  return result;
}
