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

  it('deleteTag anchors the tag and each use of it to the tag before, so the restore lands in place', () => {
    const { inverse } = roundTrip({ type: 'deleteTag', tagId: 't2' });
    expect(inverse).toEqual({
      type: 'restoreTag',
      tag: { value: map.tags[1], after: 't1' },
      nodeTags: [
        { nodeId: 'a', after: 't1' },
        { nodeId: 'b', after: null },
      ],
    });
  });

  it('restoreTag leaves out nodes another writer deleted meanwhile', () => {
    const deleted = applyAction(map, { type: 'deleteTag', tagId: 't2' });
    if (!deleted.ok) throw new Error(deleted.error);
    const withoutB = applyOk(deleted.map, { type: 'deleteNodes', nodeIds: ['b'] });
    const restored = applyAction(withoutB, deleted.inverse);
    expect(restored.ok && restored.map.nodes.map((n) => n.tags)).toEqual([['t1', 't2']]);
    expect(restored.ok && restored.changed.nodes).toEqual(['a']);
  });

  it('setNodeTag puts a tag on after the tag named (first, or last when not given) and takes it off', () => {
    const tagsOfB = (action: DocumentAction) => roundTrip(action).map.nodes.at(1)?.tags;
    expect(tagsOfB({ type: 'setNodeTag', nodeId: 'b', tagId: 't1', tagged: true })).toEqual(['t2', 't1']);
    expect(tagsOfB({ type: 'setNodeTag', nodeId: 'b', tagId: 't1', tagged: true, after: null })).toEqual([
      't1',
      't2',
    ]);
    // An anchor the node no longer has (another writer took it off): last.
    expect(tagsOfB({ type: 'setNodeTag', nodeId: 'b', tagId: 't1', tagged: true, after: 't9' })).toEqual([
      't2',
      't1',
    ]);
    const removed = roundTrip({ type: 'setNodeTag', nodeId: 'a', tagId: 't2', tagged: false });
    expect(removed.map.nodes.at(0)?.tags).toEqual(['t1']);
    expect(removed.inverse).toEqual({
      type: 'setNodeTag',
      nodeId: 'a',
      tagId: 't2',
      tagged: true,
      after: 't1',
    });
  });

  it('setNodeTag leaves a node that is already as asked alone, so it means the same after other writers', () => {
    for (const tagged of [true, false]) {
      const tagId = tagged ? 't2' : 't1';
      expect(applyAction(map, { type: 'setNodeTag', nodeId: 'b', tagId, tagged })).toEqual({
        ok: true,
        map,
        inverse: { type: 'batch', actions: [] },
        changed: { nodes: [], connections: [] },
      });
    }
  });

  it('setNodeTag refuses an unknown node, and an unknown tag to put on', () => {
    expect(applyAction(map, { type: 'setNodeTag', nodeId: 'a', tagId: 't9', tagged: true })).toEqual({
      ok: false,
      error: "No tag with id 't9'",
    });
    expect(applyAction(map, { type: 'setNodeTag', nodeId: 'z', tagId: 't1', tagged: true })).toMatchObject({
      ok: false,
    });
  });

  it('moveTag moves a tag after the tag named; an unknown tag changes nothing', () => {
    const moved = roundTrip({ type: 'moveTag', tagId: 't2', after: null });
    expect(moved.map.tags.map((t) => t.id)).toEqual(['t2', 't1']);
    expect(moved.inverse).toEqual({ type: 'moveTag', tagId: 't2', after: 't1' });
    expect(applyAction(map, { type: 'moveTag', tagId: 't9', after: null })).toMatchObject({
      ok: true,
      map,
      inverse: { type: 'batch', actions: [] },
    });
  });
});
