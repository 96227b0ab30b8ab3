import type { MapEngine } from '../../../engine/MapEngine';
import { estimateTitleSize } from '../../../engine/scene/nodeSize';
import type { NodeBox } from '../../../src/model/layout/arrange';
import type { Surroundings } from '../../../src/model/layout/clearSpot';
import type { Position, Size } from '../../../src/model/map/bounds';
import { DEFAULT_FONT_SIZE_PX } from '../../../src/model/map/constants';
import type { ReadonlyList } from '../../../src/model/map/entityList';
import type { MapNode } from '../../../src/model/map/node';

/** The top-left corner that centres a box of `size` in the engine's view (the origin before it runs). */
export function viewportCentre(engine: MapEngine | null, size: Size): Position {
  if (!engine) return { x: 0, y: 0 };
  const { camera, viewport } = engine;
  return centredOn(
    { x: (viewport.width / 2 - camera.x) / camera.scale, y: (viewport.height / 2 - camera.y) / camera.scale },
    size,
  );
}

/** The top-left corner, in whole units, of a box of `size` centred on a map point. */
export function centredOn(point: Position, size: Size): Position {
  return { x: Math.round(point.x - size.width / 2), y: Math.round(point.y - size.height / 2) };
}

/** The nodes' boxes as the engine draws them (their size depends on the title), for alignment. */
export function drawnBoxes(engine: MapEngine | null, nodes: ReadonlyList<MapNode>): NodeBox[] {
  if (!engine) return [];
  return nodes.flatMap((node) => {
    const view = engine.nodes.get(node.id);
    return view ? [{ id: node.id, x: view.x, y: view.y, width: view.width, height: view.height }] : [];
  });
}

/** The box the engine draws a new node with this title in (the default title size, sized by its title). */
export function newNodeSize(title: string): Size {
  return estimateTitleSize(title, DEFAULT_FONT_SIZE_PX);
}

/** What new nodes keep clear of: the nodes drawn on the level, as drawn (nothing before the engine runs). */
export function surroundingsOf(engine: MapEngine | null): Surroundings {
  return { taken: engine ? [...engine.nodes.values()] : [], sizeOf: newNodeSize };
}
