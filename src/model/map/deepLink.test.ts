import { describe, expect, it } from 'vitest';
import { makeMap, makeNode } from '../actions/testMaps';
import { resolveDeepLink } from './deepLink';

const map = makeMap({
  nodes: [makeNode('a', { 1: { x: 0, y: 0 }, 2: { x: 5, y: 5 } })],
  levels: [
    { id: 1, description: 'Main' },
    { id: 2, description: 'Detail' },
  ],
});

describe('resolveDeepLink', () => {
  it('follows a node and a level the map holds', () => {
    expect(resolveDeepLink(map, { nodeId: 'a', levelId: '2' })).toEqual({
      nodeId: 'a',
      levelId: 2,
      problems: [],
    });
    expect(resolveDeepLink(map, {})).toEqual({ problems: [] });
  });

  it('reports ids the map does not hold and follows the rest', () => {
    expect(resolveDeepLink(map, { nodeId: 'zz', levelId: '2' })).toEqual({
      levelId: 2,
      problems: ["The linked node 'zz' is not in this map."],
    });
    expect(resolveDeepLink(map, { nodeId: 'a', levelId: 'x' })).toEqual({
      nodeId: 'a',
      problems: ["The linked level 'x' is not in this map."],
    });
  });
});
