import { useEffect } from 'react';
import { zoomToFit } from '../../../engine/geometry/camera';
import { type Box, unionBoxes } from '../../../engine/geometry/vector';
import type { MapEngine } from '../../../engine/MapEngine';
import type { MapDocumentStore } from '../../../src/stores/MapDocumentStore';

/**
 * A presentation's jump to a location moves the camera to show its nodes (as drawn, or where the map
 * has them on the level when not drawn yet), each time the replayed location changes.
 */
export function useCameraJumps(document: MapDocumentStore, engine: MapEngine | null): void {
  useEffect(() => {
    if (!engine) return;
    let shown = document.session.presented.location;
    return document.listen(
      () => {
        const { location } = document.session.presented;
        if (location === shown) return;
        shown = location;
        const box = location && boxOf(document, engine, location);
        if (box) engine.setCamera(zoomToFit(box, engine.viewport).camera);
      },
      { scope: 'session' },
    );
  }, [document, engine]);
}

function boxOf(document: MapDocumentStore, engine: MapEngine, nodeIds: readonly string[]): Box | undefined {
  const levelId = document.session.currentLevelId;
  const boxes = nodeIds.flatMap((id): Box[] => {
    const view = engine.nodes.get(id);
    if (view) return [{ x: view.x, y: view.y, width: view.width, height: view.height }];
    const position = document.map?.nodes.get(id)?.levels.find((level) => level.levelId === levelId)?.position;
    return position ? [{ ...position, width: 1, height: 1 }] : [];
  });
  return unionBoxes(boxes);
}
