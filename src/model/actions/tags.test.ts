import { describe, expect, it } from 'vitest';
import { applyAction } from './apply';
import { applyOk, deepFreeze, makeMap, makeNode } from './testMaps';
import type { DocumentAction } from './types';

const map = deepFreeze(
  makeMap({
    tags: [
      { id: 't1', description: 'One', selected: false },
      { id: 't2', description: 'Two', selected: true },
    ],
    nodes: [makeNode('a', undefined, { tags: ['t1', 't2'] }), makeNode('b', undefined, { tags: ['t2'] })],
  }),
);

function roundTrip(action: DocumentAction) {
  const result = applyAction(map, action);
  if (!result.ok) throw new Error(result.error);
  expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
  return result;
}

describe('tag actions', () => {
  it('createTag appends a tag and refuses an existing id', () => {
    const tag = { id: 't3', description: 'Three', selected: false };
    expect(roundTrip({ type: 'createTag', tag }).map.tags.at(-1)).toEqual(tag);
    expect(applyAction(map, { type: 'createTag', tag: { ...tag, id: 't1' } })).toEqual({
      ok: false,
      error: "A tag with id 't1' already exists",
    });
  });

  it('deleteTag removes the tag from the map and from every node', () => {
    const { map: next, changed } = roundTrip({ type: 'deleteTag', tagId: 't2' });
    expect(next.tags.map((t) => t.id)).toEqual(['t1']);
    expect(next.nodes.map((n) => n.tags)).toEqual([['t1'], []]);
    expect(changed.nodes).toEqual(['a', 'b']);
    expect(applyAction(map, { type: 'deleteTag', tagId: 't9' })).toEqual({
      ok: false,
      error: "No tag with id 't9'",
    });
  });

  it('toggleNodeTag adds a tag the node lacks and removes one it has, in place', () => {
    expect(roundTrip({ type: 'toggleNodeTag', nodeId: 'b', tagId: 't1' }).map.nodes[1]?.tags).toEqual([
      't2',
      't1',
    ]);
    expect(
      roundTrip({ type: 'toggleNodeTag', nodeId: 'b', tagId: 't1', index: 0 }).map.nodes[1]?.tags,
    ).toEqual(['t1', 't2']);
    const removed = roundTrip({ type: 'toggleNodeTag', nodeId: 'a', tagId: 't1' });
    expect(removed.map.nodes[0]?.tags).toEqual(['t2']);
    expect(removed.inverse).toEqual({ type: 'toggleNodeTag', nodeId: 'a', tagId: 't1', index: 0 });
  });

  it('toggleNodeTag refuses an unknown tag or node', () => {
    expect(applyAction(map, { type: 'toggleNodeTag', nodeId: 'a', tagId: 't9' })).toMatchObject({
      ok: false,
    });
    expect(applyAction(map, { type: 'toggleNodeTag', nodeId: 'z', tagId: 't1' })).toMatchObject({
      ok: false,
    });
  });

  it('moveTag moves by index and ignores an invalid index', () => {
    expect(roundTrip({ type: 'moveTag', fromIndex: 1, toIndex: 0 }).map.tags.map((t) => t.id)).toEqual([
      't2',
      't1',
    ]);
    expect(applyAction(map, { type: 'moveTag', fromIndex: 0, toIndex: 2 })).toMatchObject({
      ok: true,
      map,
      inverse: { type: 'batch', actions: [] },
    });
  });
});
