import { describe, expect, it } from 'vitest';
import { makeConnection, makeNode } from '../../src/model/actions/testMaps';
import { collapsedAway } from '../../src/model/map/collapse';
import { EntityList } from '../../src/model/map/entityList';
import { anyCollapsing, collapsedAwayOn } from './sceneIndex';

describe('anyCollapsing', () => {
  it('tells whether a node keeps its descendants or ascendants out of view, version after version', () => {
    const a = makeNode('a');
    const open = [a, makeNode('b')];
    expect(anyCollapsing(EntityList.from(open))).toBe(false);
    const closed = [a, makeNode('b', undefined, { showAscendants: false })];
    expect(anyCollapsing(EntityList.from(closed))).toBe(true);
    expect(anyCollapsing(EntityList.from(open))).toBe(false);
    expect(
      anyCollapsing(EntityList.from([makeNode('c', undefined, { showDescendants: false }), ...open])),
    ).toBe(true);
  });
});

describe('collapsedAwayOn', () => {
  const [p, c, g] = [makeNode('p', undefined, { showDescendants: false }), makeNode('c'), makeNode('g')];
  const nodes = EntityList.from([p, c, g]);
  const connections = EntityList.from([makeConnection('pc', 'p', 'c'), makeConnection('cg', 'c', 'g')]);

  it('is collapsedAway, the same set while the collapsed nodes, connections and level stay', () => {
    const map = { nodes, connections };
    const first = collapsedAwayOn(map, 1);
    expect(first).toEqual(collapsedAway(map, 1));
    expect(first).toEqual(new Set(['c', 'g']));
    const moved = { nodes: EntityList.from([p, makeNode('c', { 1: { x: 5, y: 5 } }), g]), connections };
    expect(collapsedAwayOn(moved, 1)).toBe(first);
    expect(
      collapsedAwayOn(
        { nodes: EntityList.from(nodes), connections: EntityList.from(connections.slice(0, 1)) },
        1,
      ),
    ).toEqual(new Set(['c']));
    expect(
      collapsedAwayOn(
        { nodes: EntityList.from(nodes.slice(1)), connections: EntityList.from(connections) },
        1,
      ),
    ).toEqual(new Set());
  });
});
