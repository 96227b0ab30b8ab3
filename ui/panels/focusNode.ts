/**
 * Going to a node from a panel: its level becomes the current one when it is not on it (looking, not
 * editing, so open in any mode), it is selected alone, and the camera centres on it at the zoom it has.
 */
import { cameraAtCentre } from '../../engine/geometry/camera';
import type { MapEngine } from '../../engine/MapEngine';
import type { EditResult } from '../../src/model/actions/types';
import type { MapEditorStore } from '../../src/stores/MapEditorStore';

export function focusNode(
  editor: MapEditorStore,
  engine: MapEngine | null,
  nodeId: string,
): EditResult | null {
  const node = editor.document.map?.nodes.find((candidate) => candidate.id === nodeId);
  if (!node) return null;
  if (!node.levels.some((level) => level.levelId === editor.levelId)) {
    const levelId = node.levels[0]?.levelId;
    if (levelId !== undefined) {
      const moved = editor.edit({ type: 'setCurrentLevel', levelId });
      if (!moved.ok) return moved;
    }
  }
  const result = editor.select([nodeId]);
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
