import { describe, expect, it } from 'vitest';
import { deepFreeze, makeConnection, makeMap, makeNode } from '../actions/testMaps';
import { arrange, layOut } from './arrange';
import { applyCommand } from './testCommands';

const map = deepFreeze(
  makeMap({
    nodes: [makeNode('a', { 1: { x: 0, y: 0 } }), makeNode('b', { 1: { x: 300, y: 30 } })],
  }),
);
const boxes = [
  { id: 'a', x: 0, y: 0, width: 100, height: 40 },
  { id: 'b', x: 300, y: 30, width: 100, height: 40 },
];

describe('arrange', () => {
  it('turns the plan into one arrangeNodes action on the current level', () => {
    const result = arrange({ levelId: 1, boxes, arrangement: 'horizontal' });
    expect(result).toEqual({
      ok: true,
      action: {
        type: 'arrangeNodes',
        arrangement: 'horizontal',
        moves: [
          { nodeId: 'a', levelId: 1, position: { x: 0, y: 15 } },
          { nodeId: 'b', levelId: 1, position: { x: 300, y: 15 } },
        ],
      },
      nodeIds: ['a', 'b'],
    });
    expect(applyCommand(map, result).nodes.map((node) => node.levels[0]?.position.y)).toEqual([15, 15]);
  });

  it('needs two nodes', () => {
    expect(arrange({ levelId: 1, boxes: boxes.slice(0, 1), arrangement: 'vertical' })).toEqual({
      ok: false,
      error: 'Select at least two nodes to align or distribute.',
    });
  });
});

describe('layOut', () => {
  const joined = deepFreeze(
    makeMap({
      nodes: [makeNode('a', { 1: { x: 0, y: 0 } }), makeNode('b', { 1: { x: 0, y: 100 } })],
      connections: [makeConnection('ab', 'a', 'b')],
    }),
  );
  const column = [
    { id: 'a', x: 0, y: 0, width: 100, height: 40 },
    { id: 'b', x: 0, y: 100, width: 100, height: 40 },
  ];

  it('puts the target of a connection above its source, in one arrangeNodes step', () => {
    const result = layOut({ levelId: 1, boxes: column, connections: joined.connections });
    expect(result).toMatchObject({ ok: true, action: { type: 'arrangeNodes', arrangement: 'layered' } });
    const laid = applyCommand(joined, result);
    const y = (id: string) => laid.nodes.get(id)?.levels[0]?.position.y ?? Number.NaN;
    expect(y('b')).toBe(0);
    expect(y('a')).toBeGreaterThan(y('b') + 40);
  });

  it('needs two nodes', () => {
    expect(layOut({ levelId: 1, boxes: column.slice(0, 1), connections: joined.connections })).toEqual({
      ok: false,
      error: 'There are fewer than two nodes to lay out.',
    });
  });
});
