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

describe('the inverse of a toggle names only its neighbourhood', () => {
  const inverseOf = (neighbourhoodId: string, nodeId: string) => {
    const result = applyAction(map, { type: 'toggleNeighbourhood', neighbourhoodId, nodeId });
    if (!result.ok) throw new Error(result.error);
    return result;
  };
  const other = { id: 'g', rootNodeId: 'c', nodeIds: [] };

  it('a start is undone by removing that neighbourhood, whatever others were made meanwhile', () => {
    const { map: started, inverse } = inverseOf('h2', 'c');
    expect(inverse).toEqual({ type: 'restoreNeighbourhoods', restore: [], replace: [], remove: ['h2'] });
    const meanwhile = { ...started, neighbourhoods: [other, ...started.neighbourhoods] };
    expect(applyOk(meanwhile, inverse).neighbourhoods).toEqual([other, map.neighbourhoods[0]]);
  });

  it('a dissolution is undone by putting it back after the neighbourhood it followed', () => {
    const { map: dissolved, inverse } = inverseOf('h1', 'a');
    expect(inverse).toEqual({
      type: 'restoreNeighbourhoods',
      restore: [{ value: map.neighbourhoods[0], after: null }],
      replace: [],
      remove: [],
    });
    const meanwhile = { ...dissolved, neighbourhoods: [other] };
    expect(applyOk(meanwhile, inverse).neighbourhoods).toEqual([map.neighbourhoods[0], other]);
  });

  it('a membership change is undone by replacing that neighbourhood only; members deleted since stay out', () => {
    const { map: joined, inverse } = inverseOf('h1', 'c');
    expect(inverse).toEqual({
      type: 'restoreNeighbourhoods',
      restore: [],
      replace: [map.neighbourhoods[0]],
      remove: [],
    });
    const meanwhile = applyOk(
      { ...joined, neighbourhoods: [...joined.neighbourhoods, other] },
      { type: 'toggleNeighbourhood', neighbourhoodId: 'h1', nodeId: 'b' },
    );
    expect(applyOk(meanwhile, inverse).neighbourhoods).toEqual([map.neighbourhoods[0], other]);
    const withoutB = applyOk(joined, { type: 'deleteNodes', nodeIds: ['b'] });
    expect(applyOk(withoutB, inverse).neighbourhoods).toEqual([{ id: 'h1', rootNodeId: 'a', nodeIds: [] }]);
  });

  it('refuses to put back a neighbourhood whose id exists again, and skips one whose root is gone', () => {
    const { map: dissolved, inverse } = inverseOf('h1', 'a');
    const again = applyOk(dissolved, { type: 'toggleNeighbourhood', neighbourhoodId: 'h1', nodeId: 'c' });
    expect(applyAction(again, inverse)).toEqual({
      ok: false,
      error: "A neighbourhood with id 'h1' already exists",
    });
    const withoutRoot = applyOk(dissolved, { type: 'deleteNodes', nodeIds: ['a'] });
    const restored = applyAction(withoutRoot, inverse);
    expect(restored.ok && restored.map.neighbourhoods).toEqual([]);
    expect(restored.ok && restored.inverse).toEqual({
      type: 'restoreNeighbourhoods',
      restore: [],
      replace: [],
      remove: [],
    });
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
