import { describe, expect, it } from 'vitest';
import { applyAction } from './apply';
import { ringsChangedBetween } from './neighbourhoods';
import { applyOk, deepFreeze, makeMap, makeNode } from './testMaps';
import type { DocumentAction } from './types';

const map = deepFreeze(
  makeMap({
    nodes: [makeNode('a'), makeNode('b'), makeNode('c')],
    neighbourhoods: [{ id: 'h1', rootNodeId: 'a', nodeIds: ['b'] }],
  }),
);

function toggle(neighbourhoodId: string, nodeId: string) {
  const action: DocumentAction = { type: 'toggleNeighbourhood', neighbourhoodId, nodeId };
  const result = applyAction(map, action);
  if (!result.ok) throw new Error(result.error);
  expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
  return result.map.neighbourhoods;
}

describe('toggleNeighbourhood', () => {
  it('a node outside the neighbourhood joins it', () => {
    expect(toggle('h1', 'c')).toEqual([{ id: 'h1', rootNodeId: 'a', nodeIds: ['b', 'c'] }]);
  });

  it('a member leaves it', () => {
    expect(toggle('h1', 'b')).toEqual([{ id: 'h1', rootNodeId: 'a', nodeIds: [] }]);
  });

  it('the root leaving dissolves it', () => {
    expect(toggle('h1', 'a')).toEqual([]);
  });

  it('reports every member of a dissolved neighbourhood as changed, so all of them are redrawn', () => {
    const result = applyAction(map, { type: 'toggleNeighbourhood', neighbourhoodId: 'h1', nodeId: 'a' });
    expect(result.ok && result.changed.nodes).toEqual(['a', 'b']);
  });

  it('a new id starts a neighbourhood rooted at the node', () => {
    expect(toggle('h2', 'c')).toEqual([
      { id: 'h1', rootNodeId: 'a', nodeIds: ['b'] },
      { id: 'h2', rootNodeId: 'c', nodeIds: [] },
    ]);
  });

  it('refuses an unknown node', () => {
    expect(applyAction(map, { type: 'toggleNeighbourhood', neighbourhoodId: 'h1', nodeId: 'z' })).toEqual({
      ok: false,
      error: "No node with id 'z'",
    });
  });
});

describe('setNeighbourhoods', () => {
  it('refuses a list naming a node the map lacks', () => {
    expect(
      applyAction(map, {
        type: 'setNeighbourhoods',
        neighbourhoods: [{ id: 'h', rootNodeId: 'z', nodeIds: [] }],
      }),
    ).toEqual({ ok: false, error: "No node with id 'z'" });
  });
});

describe('ringsChangedBetween', () => {
  const h = { id: 'h', rootNodeId: 'a', nodeIds: ['b'] };
  const g = { id: 'g', rootNodeId: 'c', nodeIds: ['d'] };

  it('names every node of both lists when a neighbourhood comes or goes (later ones change palette place)', () => {
    expect(ringsChangedBetween([h, g], [g])).toEqual(['a', 'b', 'c', 'd']);
    expect(ringsChangedBetween([g], [h, g])).toEqual(['c', 'd', 'a', 'b']);
  });

  it('names none when only members joined or left (they are reported themselves)', () => {
    const list = [h, g];
    expect(ringsChangedBetween(list, list)).toEqual([]);
    expect(ringsChangedBetween(list, [{ ...h, nodeIds: [] }, g])).toEqual([]);
  });
});
