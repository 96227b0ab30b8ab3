import { describe, expect, it } from 'vitest';
import { applyAction } from './apply';
import { applyOk, deepFreeze, makeConnection, makeMap, makeNode } from './testMaps';
import type { DocumentAction } from './types';

const map = deepFreeze(
  makeMap({
    nodes: [
      makeNode('a', { 1: { x: 0, y: 0 }, 2: { x: 5, y: 5 } }),
      makeNode('b', { 1: { x: 9, y: 9 }, 2: { x: 1, y: 1 } }),
      makeNode('c', { 1: { x: 3, y: 3 } }, { colour: '#123456' }),
    ],
    connections: [
      makeConnection('c1', 'a', 'b', { levelId: 2 }),
      makeConnection('c2', 'a', 'b', { levelId: 1 }),
    ],
  }),
);

function roundTrip(action: DocumentAction, from = map) {
  const result = applyAction(from, action);
  if (!result.ok) throw new Error(result.error);
  expect(applyOk(result.map, result.inverse)).toStrictEqual(from);
  expect(applyOk(applyOk(result.map, result.inverse), action)).toStrictEqual(result.map);
  return result;
}

describe('joinNodesToLevel', () => {
  it("adds a level entry at the position, in the node's colour, clamped into the bounds", () => {
    const { map: next } = roundTrip({
      type: 'joinNodesToLevel',
      levelId: 3,
      joins: [{ nodeId: 'c', position: { x: 99999, y: 10 } }],
    });
    expect(next.nodes.at(2)?.levels[1]).toEqual({
      levelId: 3,
      position: { x: map.workspaceBounds.maxX, y: 10 },
      colour: '#123456',
      truth: 0,
    });
  });

  it('undoing a join to an empty level keeps the level', () => {
    const { map: next, inverse } = roundTrip({
      type: 'joinNodesToLevel',
      levelId: 3,
      joins: [{ nodeId: 'c', position: { x: 0, y: 0 } }],
    });
    expect(applyOk(next, inverse).levels.map((l) => l.id)).toEqual([1, 2, 3]);
  });

  it('refuses a node already on the level, a missing node or level, and a bad position', () => {
    const join = (nodeId: string, levelId = 2, x = 0): DocumentAction => ({
      type: 'joinNodesToLevel',
      levelId,
      joins: [{ nodeId, position: { x, y: 0 } }],
    });
    expect(applyAction(map, join('a'))).toEqual({ ok: false, error: 'A node cannot be on level 2 twice' });
    expect(applyAction(map, join('z'))).toEqual({ ok: false, error: "No node with id 'z'" });
    expect(applyAction(map, join('c', 9))).toEqual({ ok: false, error: 'No level with id 9' });
    expect(applyAction(map, join('c', 2, Number.NaN))).toEqual({
      ok: false,
      error: 'Positions must be finite numbers',
    });
  });
});

describe('removeNodesFromLevel', () => {
  it('takes a node off a level with its connections there', () => {
    const { map: next, changed } = roundTrip({ type: 'removeNodesFromLevel', levelId: 2, nodeIds: ['a'] });
    expect(next.nodes.at(0)?.levels.map((l) => l.levelId)).toEqual([1]);
    expect(next.connections.map((c) => c.id)).toEqual(['c2']);
    expect(next.levels.map((l) => l.id)).toEqual([1, 2, 3]);
    expect(changed).toEqual({ nodes: ['a'], connections: ['c1'] });
  });

  it("removing a level's last nodes removes the level", () => {
    const { map: next } = roundTrip({ type: 'removeNodesFromLevel', levelId: 2, nodeIds: ['a', 'b'] });
    expect(next.levels.map((l) => l.id)).toEqual([1, 3]);
  });

  it('never removes the default level', () => {
    const two = makeMap({
      nodes: [makeNode('a', { 1: { x: 0, y: 0 }, 2: { x: 0, y: 0 } })],
    });
    const { map: next } = roundTrip({ type: 'removeNodesFromLevel', levelId: 1, nodeIds: ['a'] }, two);
    expect(next.levels.map((l) => l.id)).toEqual([1, 2, 3]);
  });

  it('refuses leaving a node on no level, or a node not on the level', () => {
    expect(applyAction(map, { type: 'removeNodesFromLevel', levelId: 1, nodeIds: ['c'] })).toEqual({
      ok: false,
      error: 'A node must be on at least one level',
    });
    expect(applyAction(map, { type: 'removeNodesFromLevel', levelId: 2, nodeIds: ['c'] })).toEqual({
      ok: false,
      error: "Node 'c' is not on level 2",
    });
  });
});
