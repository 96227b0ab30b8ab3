/** For tests: a scene kept as the canvas keeps it (views by id), and the check against a scene made afresh. */
import { expect } from 'vitest';
import { type ChangedViews, fromMap, type MapViewInput } from './fromMap';
import type { EdgeView, NodeView } from './views';

export interface Scene {
  nodes: Map<string, NodeView>;
  edges: Map<string, EdgeView>;
}

export function sceneOf(map: MapViewInput): Scene {
  const scene = fromMap(map);
  return {
    nodes: new Map(scene.nodes.map((view) => [view.id, view])),
    edges: new Map(scene.edges.map((view) => [view.id, view])),
  };
}

/** The views of a change applied as the canvas applies them: removals first, then the views drawn again. */
export function applyViews(scene: Scene, views: ChangedViews): void {
  for (const id of views.removedEdgeIds) scene.edges.delete(id);
  for (const id of views.removedNodeIds) scene.nodes.delete(id);
  for (const view of views.nodes) scene.nodes.set(view.id, view);
  for (const view of views.edges) scene.edges.set(view.id, view);
}

const byId = <T extends { id: string }>(views: Iterable<T>) =>
  [...views].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** The scene kept change by change holds exactly the views of the scene made from `map` in one go. */
export function expectSameScene(scene: Scene, map: MapViewInput): void {
  const fresh = sceneOf(map);
  expect(byId(scene.nodes.values())).toStrictEqual(byId(fresh.nodes.values()));
  expect(byId(scene.edges.values())).toStrictEqual(byId(fresh.edges.values()));
}
