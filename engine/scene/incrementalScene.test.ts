/**
 * Issue 21, acceptance (a): the scene kept up to date change by change, as the canvas does it (the views
 * of each change's ids, or a whole new scene where the change redraws the whole scene), equals the scene
 * derived from the final map in one go.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/model/actions/apply';
import {
  arbitraryAction,
  arbitraryMap,
  makeConnection,
  makeMap,
  makeNode,
} from '../../src/model/actions/testMaps';
import type { DocumentAction } from '../../src/model/actions/types';
import type { MapDocument } from '../../src/model/map/types';
import { changedViews } from './fromMap';
import { redrawsWholeSceneOf } from './sceneChanges';
import { applyViews, expectSameScene, type Scene, sceneOf } from './testScene';

/** One change, as the canvas takes it: a whole new scene, or removals first and then the views drawn again. */
function applied(
  scene: Scene,
  before: MapDocument,
  action: DocumentAction,
): { scene: Scene; map: MapDocument; undo: DocumentAction } | undefined {
  const result = applyAction(before, action);
  if (!result.ok) return undefined;
  const { map, changed } = result;
  const wide = redrawsWholeSceneOf(map, action, changed.connections.length > 0, result.inverse);
  if (wide) return { scene: sceneOf(map), map, undo: result.inverse };
  applyViews(scene, changedViews(map, [...changed.nodes, ...changed.connections]));
  return { scene, map, undo: result.inverse };
}

/** Applies the actions (an 'undo' entry: the inverse of the last change) and checks the scene after each. */
function replayChecked(start: MapDocument, actions: readonly (DocumentAction | 'undo')[]): void {
  let state = { scene: sceneOf(start), map: start, undo: undefined as DocumentAction | undefined };
  for (const entry of actions) {
    const action = entry === 'undo' ? state.undo : entry;
    if (action === undefined) throw new Error('nothing to undo');
    const next = applied(state.scene, state.map, action);
    if (next === undefined) throw new Error(`${action.type} was refused`);
    state = next;
    expectSameScene(state.scene, state.map);
  }
}

describe('the scene updated change by change', () => {
  const hoods = makeMap({
    nodes: ['a', 'b', 'c', 'd'].map((id, i) => makeNode(id, { 1: { x: i * 200, y: 0 } })),
    neighbourhoods: [
      { id: 'h', rootNodeId: 'a', nodeIds: ['b'] },
      { id: 'g', rootNodeId: 'c', nodeIds: ['d'] },
    ],
  });

  it('drops the rings of a neighbourhood whose root was deleted, and brings them back on undo', () => {
    replayChecked(hoods, [{ type: 'deleteNodes', nodeIds: ['a'] }, 'undo']);
  });

  it('moves a later neighbourhood to its new palette colour when an earlier one is dissolved', () => {
    replayChecked(hoods, [{ type: 'toggleNeighbourhood', neighbourhoodId: 'h', nodeId: 'a' }, 'undo']);
  });

  it('shows what a collapsed node hid once that node is deleted', () => {
    const map = makeMap({
      nodes: [makeNode('a', undefined, { showDescendants: false }), makeNode('b', { 1: { x: 0, y: 200 } })],
      connections: [makeConnection('ab', 'a', 'b')],
    });
    replayChecked(map, [{ type: 'deleteNodes', nodeIds: ['a'] }, 'undo']);
  });

  it('equals the scene of the final map for random maps and streams of actions and undos', () => {
    fc.assert(
      fc.property(arbitraryMap, fc.integer({ min: 1, max: 25 }), fc.gen(), (start, count, gen) => {
        let state = { scene: sceneOf(start), map: start, undo: undefined as DocumentAction | undefined };
        for (let i = 0; i < count; i++) {
          const undo = state.undo;
          const action =
            undo !== undefined && gen(() => fc.boolean()) ? undo : gen(() => arbitraryAction(state.map));
          state = applied(state.scene, state.map, action) ?? state;
        }
        expectSameScene(state.scene, state.map);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the views of a change', () => {
  /** Makes walking a list throw: what reads it must go through an index. */
  function unwalkable<T extends object>(list: T): T {
    for (const method of ['filter', 'some', 'find', 'findIndex', 'forEach', 'map', 'every', 'flatMap'])
      Object.defineProperty(list, method, {
        value: () => {
          throw new Error(`walked the list (${method})`);
        },
      });
    Object.defineProperty(list, Symbol.iterator, {
      value: () => {
        throw new Error('walked the list');
      },
    });
    return list;
  }

  it('cost what changed: neither the nodes nor the connections of the map are walked', () => {
    const nodes = Array.from({ length: 200 }, (_, i) => makeNode(`n${i}`, { 1: { x: i * 10, y: 0 } }));
    const connections = nodes.slice(1).map((node, i) => makeConnection(`c${i}`, node.id, `n${i}`));
    const map = makeMap({
      nodes: nodes,
      connections: connections,
      neighbourhoods: [{ id: 'h', rootNodeId: 'n3', nodeIds: ['n4'] }],
    });
    // The first call builds the indexes for these lists.
    const expected = changedViews(map, ['n3', 'c7', 'gone']);
    unwalkable(map.nodes);
    unwalkable(map.connections);
    expect(changedViews(map, ['n3', 'c7', 'gone'])).toStrictEqual(expected);
    expect(expected.nodes.map((view) => view.id).sort()).toEqual(['n3', 'n4']);
    expect(expected.edges.map((view) => view.id).sort()).toEqual(['c2', 'c3', 'c7']);
  });
});
