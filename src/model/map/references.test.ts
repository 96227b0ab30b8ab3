import { describe, expect, it } from 'vitest';
import { loadMap } from './load';
import { findReferenceErrors } from './references';

describe('findReferenceErrors', () => {
  it('finds nothing wrong with an empty map', () => {
    expect(findReferenceErrors(loadMap({}))).toEqual([]);
  });

  it('reports each reference problem once with its path', () => {
    const map = loadMap({
      levels: [{ id: 1 }],
      nodes: [
        { id: 'a', levels: [{ levelId: 1, position: { x: 0, y: 0 } }] },
        { id: 'a', levels: [{ levelId: 4, position: { x: 0, y: 0 } }], tags: ['t'] },
      ],
      connections: [{ id: 'c', from: 'a', to: 'b', levelId: 2 }],
    });
    expect(findReferenceErrors(map)).toEqual([
      "nodes[1].id: duplicate node id 'a', also used by nodes[0]",
      'nodes[1].levels[0].levelId: no level with id 4',
      "nodes[1].tags[0]: no tag with id 't'",
      "connections[0].to: no node with id 'b'",
      'connections[0].levelId: no level with id 2',
    ]);
  });

  it('accepts a connection from a node to itself and a node on several levels', () => {
    const map = loadMap({
      levels: [{ id: 1 }, { id: 2 }],
      nodes: [{ id: 'a', primaryLevelId: 1, secondaryLevelId: 2 }],
      connections: [{ id: 'c', from: 'a', to: 'a' }],
    });
    expect(findReferenceErrors(map)).toEqual([]);
  });
});
