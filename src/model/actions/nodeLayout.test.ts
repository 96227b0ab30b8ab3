import { describe, expect, it } from 'vitest';
import { applyAction } from './apply';
import { applyOk, deepFreeze, makeMap, makeNode } from './testMaps';

const map = deepFreeze(
  makeMap({
    nodes: [
      makeNode('a', { 1: { x: 0, y: 0 }, 2: { x: 100, y: 100 } }),
      makeNode('out', { 1: { x: 5000, y: 0 } }),
    ],
  }),
);
const positionOf = (m: typeof map, id: string, levelId: number) =>
  m.nodes.find((n) => n.id === id)?.levels.find((l) => l.levelId === levelId)?.position;

describe('moveNodes', () => {
  it('moves a node on one level only', () => {
    const moved = applyOk(map, {
      type: 'moveNodes',
      moves: [{ nodeId: 'a', levelId: 2, position: { x: 7, y: 8 } }],
    });
    expect(positionOf(moved, 'a', 2)).toEqual({ x: 7, y: 8 });
    expect(positionOf(moved, 'a', 1)).toEqual({ x: 0, y: 0 });
  });

  it('clamps into the workspace bounds (-2000..4000, -2000..3000)', () => {
    const moved = applyOk(map, {
      type: 'moveNodes',
      moves: [{ nodeId: 'a', levelId: 1, position: { x: -9000, y: 9000 } }],
    });
    expect(positionOf(moved, 'a', 1)).toEqual({ x: -2000, y: 3000 });
  });

  it('lets a node outside come back, but refuses a move further outside', () => {
    const back = applyOk(map, {
      type: 'moveNodes',
      moves: [{ nodeId: 'out', levelId: 1, position: { x: 4500, y: 0 } }],
    });
    expect(positionOf(back, 'out', 1)).toEqual({ x: 4500, y: 0 });
    expect(
      applyAction(map, {
        type: 'moveNodes',
        moves: [{ nodeId: 'out', levelId: 1, position: { x: 5001, y: 0 } }],
      }),
    ).toEqual({ ok: false, error: "Moving node 'out' would push it further outside the workspace" });
  });

  it('the inverse puts nodes back exactly, even outside the bounds', () => {
    const result = applyAction(map, {
      type: 'moveNodes',
      moves: [
        { nodeId: 'out', levelId: 1, position: { x: 0, y: 0 } },
        { nodeId: 'out', levelId: 1, position: { x: 10, y: 0 } },
      ],
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.inverse).toEqual({
      type: 'setNodePositions',
      moves: [{ nodeId: 'out', levelId: 1, position: { x: 5000, y: 0 } }],
    });
    expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
  });

  it('refuses a node not on the level, and non-finite positions', () => {
    expect(
      applyAction(map, {
        type: 'moveNodes',
        moves: [{ nodeId: 'out', levelId: 2, position: { x: 0, y: 0 } }],
      }),
    ).toEqual({ ok: false, error: "Node 'out' is not on level 2" });
    expect(
      applyAction(map, {
        type: 'moveNodes',
        moves: [{ nodeId: 'a', levelId: 1, position: { x: Number.NaN, y: 0 } }],
      }),
    ).toMatchObject({ ok: false });
  });
});

describe('resizeNode and resizeNodeContent', () => {
  it('sets the node box; null returns a side to automatic, and the inverse removes fields it added', () => {
    const result = applyAction(map, { type: 'resizeNode', nodeId: 'a', nodeWidth: 120, nodeHeight: null });
    if (!result.ok) throw new Error(result.error);
    expect(result.map.nodes.at(0)).toMatchObject({ nodeWidth: 120 });
    expect('nodeHeight' in (result.map.nodes.at(0) ?? {})).toBe(false);
    expect(result.inverse).toEqual({ type: 'resizeNode', nodeId: 'a', nodeWidth: null, nodeHeight: null });
    expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
  });

  it('sets the content size and refuses sizes that are not positive', () => {
    const resized = applyOk(map, {
      type: 'resizeNodeContent',
      nodeId: 'a',
      size: { width: 300, height: 200 },
    });
    expect(resized.nodes.at(0)).toMatchObject({ contentWidth: 300, contentHeight: 200 });
    expect(
      applyAction(map, { type: 'resizeNodeContent', nodeId: 'a', size: { width: 0, height: 5 } }),
    ).toMatchObject({
      ok: false,
    });
    expect(applyAction(map, { type: 'resizeNode', nodeId: 'a', nodeWidth: -1, nodeHeight: 5 })).toMatchObject(
      {
        ok: false,
      },
    );
  });
});

describe('arrangeNodes', () => {
  it('applies the planned moves clamped like a move, and undoes to the exact positions', () => {
    const result = applyAction(map, {
      type: 'arrangeNodes',
      arrangement: 'horizontal',
      moves: [{ nodeId: 'a', levelId: 1, position: { x: 9000, y: 40 } }],
    });
    if (!result.ok) throw new Error(result.error);
    expect(positionOf(result.map, 'a', 1)).toEqual({ x: 4000, y: 40 });
    expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
  });

  it('refuses a plan that pushes a node further outside', () => {
    const result = applyAction(map, {
      type: 'arrangeNodes',
      arrangement: 'left-right',
      moves: [{ nodeId: 'out', levelId: 1, position: { x: 6000, y: 0 } }],
    });
    expect(result.ok).toBe(false);
  });
});

describe('setWorkspaceBounds', () => {
  it('sets well-formed bounds and undoes to the previous ones', () => {
    const bounds = { minX: -5000, minY: -4000, maxX: 9000, maxY: 7000 };
    const result = applyAction(map, { type: 'setWorkspaceBounds', bounds });
    if (!result.ok) throw new Error(result.error);
    expect(result.map.workspaceBounds).toEqual(bounds);
    expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
  });

  it('refuses bounds whose minimum passes the maximum or that are not finite', () => {
    for (const bounds of [
      { minX: 10, minY: 0, maxX: 0, maxY: 10 },
      { minX: 0, minY: 0, maxX: Number.NaN, maxY: 10 },
    ])
      expect(applyAction(map, { type: 'setWorkspaceBounds', bounds })).toMatchObject({ ok: false });
  });
});
