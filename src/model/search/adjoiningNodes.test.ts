import { describe, expect, it } from 'vitest';
import { makeConnection, makeMap, makeNode } from '../actions/testMaps';
import { CONNECTION_TYPE } from '../map/constants';
import { adjoiningNodes } from './adjoiningNodes';

const map = makeMap({
  nodes: ['a', 'b', 'c', 'd'].map((id) => makeNode(id, { 1: { x: 0, y: 0 }, 2: { x: 0, y: 0 } })),
  connections: [
    makeConnection('ab', 'a', 'b', { type: CONNECTION_TYPE.TRUTH, levelId: 1 }),
    makeConnection('ca', 'c', 'a', { type: CONNECTION_TYPE.RELATIVE, levelId: 1 }),
    makeConnection('ad', 'a', 'd', { type: CONNECTION_TYPE.GROUP, levelId: 1 }),
    makeConnection('da', 'd', 'a', { type: CONNECTION_TYPE.GENERIC, levelId: 2 }),
    makeConnection('bc', 'b', 'c', { levelId: 1 }),
  ],
});

describe('adjoiningNodes', () => {
  it('lists the other ends of incoming and outgoing connections on the level, with their types', () => {
    expect(adjoiningNodes(map, 'a', 1)).toEqual({
      incoming: [{ connectionId: 'ca', nodeId: 'c', title: 'c', type: CONNECTION_TYPE.RELATIVE }],
      outgoing: [{ connectionId: 'ab', nodeId: 'b', title: 'b', type: CONNECTION_TYPE.TRUTH }],
    });
  });

  it('keeps to the level and leaves out group connections', () => {
    expect(adjoiningNodes(map, 'a', 2)).toEqual({
      incoming: [{ connectionId: 'da', nodeId: 'd', title: 'd', type: CONNECTION_TYPE.GENERIC }],
      outgoing: [],
    });
  });

  it('is empty for a node without connections', () => {
    expect(adjoiningNodes(map, 'd', 1)).toEqual({ incoming: [], outgoing: [] });
  });
});
