import { describe, expect, it } from 'vitest';
import { applyAction } from './apply';
import { applyOk, deepFreeze, makeConnection, makeMap, makeNode } from './testMaps';

describe('createNode', () => {
  const map = deepFreeze(makeMap());

  it('adds the node with the id the action gives, and its inverse deletes it', () => {
    const result = applyAction(map, { type: 'createNode', node: makeNode('a', { 1: { x: 10, y: 20 } }) });
    if (!result.ok) throw new Error(result.error);
    expect(result.map.nodes.map((n) => n.id)).toEqual(['a']);
    expect(result.inverse).toEqual({ type: 'deleteNodes', nodeIds: ['a'], keepEmptyLevels: true });
    expect(result.changed).toEqual({ nodes: ['a'], connections: [] });
  });

  it('clamps positions into the workspace bounds', () => {
    const created = applyOk(map, { type: 'createNode', node: makeNode('a', { 1: { x: 9000, y: -9000 } }) });
    expect(created.nodes.at(0)?.levels[0]?.position).toEqual({ x: 4000, y: -2000 });
  });

  it('refuses a duplicate id, an unknown level, no level, or an unknown tag', () => {
    const withA = applyOk(map, { type: 'createNode', node: makeNode('a') });
    expect(applyAction(withA, { type: 'createNode', node: makeNode('a') })).toMatchObject({ ok: false });
    expect(applyAction(map, { type: 'createNode', node: makeNode('b', { 7: { x: 0, y: 0 } }) })).toEqual({
      ok: false,
      error: 'No level with id 7',
    });
    expect(applyAction(map, { type: 'createNode', node: { ...makeNode('b'), levels: [] } })).toMatchObject({
      ok: false,
    });
    expect(
      applyAction(map, { type: 'createNode', node: makeNode('b', undefined, { tags: ['t'] }) }),
    ).toMatchObject({ ok: false, error: "No tag with id 't'" });
  });

  it('undoing a node created on an empty level keeps the level', () => {
    const result = applyAction(map, { type: 'createNode', node: makeNode('a', { 3: { x: 0, y: 0 } }) });
    if (!result.ok) throw new Error(result.error);
    expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
  });
});

describe('deleteNodes', () => {
  const map = deepFreeze(
    makeMap({
      nodes: [
        makeNode('a', { 1: { x: 0, y: 0 }, 2: { x: 5, y: 5 } }),
        makeNode('b'),
        makeNode('c', { 2: { x: 1, y: 1 } }),
      ],
      connections: [makeConnection('ab', 'a', 'b'), makeConnection('ac', 'a', 'c', { levelId: 2 })],
      neighbourhoods: [
        { id: 'h', rootNodeId: 'b', nodeIds: ['a'] },
        { id: 'g', rootNodeId: 'a', nodeIds: ['b'] },
      ],
    }),
  );

  it('deletes the nodes with their connections, and forgets them in neighbourhoods', () => {
    const result = applyAction(map, { type: 'deleteNodes', nodeIds: ['a'] });
    if (!result.ok) throw new Error(result.error);
    expect(result.map.nodes.map((n) => n.id)).toEqual(['b', 'c']);
    expect(result.map.connections).toEqual([]);
    expect(result.map.neighbourhoods).toEqual([{ id: 'h', rootNodeId: 'b', nodeIds: [] }]);
    // b is named in the neighbourhood a's deletion dissolved: its ring is drawn again.
    expect(result.changed).toEqual({ nodes: ['a', 'b'], connections: ['ab', 'ac'] });
    expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
  });

  it('removes a level when its last node goes, but never the default level; the inverse restores it', () => {
    const result = applyAction(map, { type: 'deleteNodes', nodeIds: ['a', 'b', 'c'] });
    if (!result.ok) throw new Error(result.error);
    expect(result.map.levels.map((l) => l.id)).toEqual([1, 3]);
    expect(result.inverse).toMatchObject({ type: 'restoreNodes', levels: [{ after: 1, value: { id: 2 } }] });
    expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
  });

  it('keeps a level that still has a node', () => {
    const result = applyAction(map, { type: 'deleteNodes', nodeIds: ['c'] });
    expect(result.ok && result.map.levels.map((l) => l.id)).toEqual([1, 2, 3]);
  });

  it("is refused with 'Node(s) used in presentations' under NodeUsage when a sequence uses a node", () => {
    const used = deepFreeze({
      ...map,
      presentations: [{ id: 'p', sequence: [{ nodeId: 'c', action: {} }] }],
    });
    expect(applyAction(used, { type: 'deleteNodes', nodeIds: ['b', 'c'] })).toEqual({
      ok: false,
      error: 'Node(s) used in presentations',
      topic: 'NodeUsage',
    });
    expect(applyAction(used, { type: 'deleteNodes', nodeIds: ['b'] }).ok).toBe(true);
  });

  it("is refused with 'Node(s) used in recall questions' under NodeUsage when a recall question names a node", () => {
    const recall = (nodes: unknown, answerType: unknown = 4) =>
      deepFreeze({ ...map, questions: [{ id: 'q', answerType, recall: nodes }] });
    // Legacy forms too: a bare list, a node without a type, the type as text.
    for (const used of [
      recall({ nodes: [{ nodeId: 'c', type: 'optional' }] }),
      recall(['c']),
      recall({ nodes: [{ nodeId: 'c' }] }, '4'),
    ])
      expect(applyAction(used, { type: 'deleteNodes', nodeIds: ['b', 'c'] })).toEqual({
        ok: false,
        error: 'Node(s) used in recall questions',
        topic: 'NodeUsage',
      });
    expect(applyAction(recall(['c']), { type: 'deleteNodes', nodeIds: ['b'] }).ok).toBe(true);
    // A question of another type asks for no node, whatever its recall list still holds.
    expect(applyAction(recall(['c'], 1), { type: 'deleteNodes', nodeIds: ['c'] }).ok).toBe(true);
  });

  it('refuses an unknown node', () => {
    expect(applyAction(map, { type: 'deleteNodes', nodeIds: ['x'] })).toEqual({
      ok: false,
      error: "No node with id 'x'",
    });
  });

  it('the inverse carries only the neighbourhoods it changed, so others made meanwhile stand', () => {
    const result = applyAction(map, { type: 'deleteNodes', nodeIds: ['a'] });
    if (!result.ok) throw new Error(result.error);
    expect(result.inverse).toMatchObject({
      neighbourhoods: {
        restore: [{ value: { id: 'g' }, after: 'h' }],
        replace: [{ id: 'h', rootNodeId: 'b', nodeIds: ['a'] }],
      },
    });
    const other = { id: 'k', rootNodeId: 'c', nodeIds: [] };
    const meanwhile = { ...result.map, neighbourhoods: [other, ...result.map.neighbourhoods] };
    expect(applyOk(meanwhile, result.inverse).neighbourhoods).toEqual([other, ...map.neighbourhoods]);
  });

  it('restoreNodes leaves out connections to nodes another writer deleted meanwhile', () => {
    const result = applyAction(map, { type: 'deleteNodes', nodeIds: ['a'] });
    if (!result.ok) throw new Error(result.error);
    const withoutC = applyOk(result.map, { type: 'deleteNodes', nodeIds: ['c'] });
    const restored = applyAction(withoutC, result.inverse);
    if (!restored.ok) throw new Error(restored.error);
    expect(restored.map.nodes.map((n) => n.id)).toEqual(['a', 'b']);
    expect(restored.map.connections.map((c) => c.id)).toEqual(['ab']);
    expect(restored.changed.connections).toEqual(['ab']);
    expect(restored.inverse).toEqual({ type: 'deleteNodes', nodeIds: ['a'], keepEmptyLevels: true });
  });

  it('restoreNodes keeps the order of the connections it brings back when one of them is left out', () => {
    const square = deepFreeze(
      makeMap({
        nodes: ['a', 'b', 'c', 'd'].map((id) => makeNode(id)),
        connections: [
          makeConnection('x', 'c', 'd'),
          makeConnection('ab', 'a', 'b'),
          makeConnection('ad', 'a', 'd'),
          makeConnection('y', 'd', 'c', { type: 2 }),
        ],
      }),
    );
    const result = applyAction(square, { type: 'deleteNodes', nodeIds: ['a'] });
    if (!result.ok) throw new Error(result.error);
    const withoutB = applyOk(result.map, { type: 'deleteNodes', nodeIds: ['b'] });
    // 'ab' cannot come back; 'ad', which followed it, takes its place after 'x'.
    expect(applyOk(withoutB, result.inverse).connections.map((c) => c.id)).toEqual(['x', 'ad', 'y']);
  });

  it('restoreNodes refuses to bring back a node that exists', () => {
    const result = applyAction(map, { type: 'deleteNodes', nodeIds: ['b'] });
    if (!result.ok) throw new Error(result.error);
    expect(applyAction(map, result.inverse)).toMatchObject({ ok: false });
  });
});
