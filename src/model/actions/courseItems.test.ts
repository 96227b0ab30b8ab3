import { describe, expect, it } from 'vitest';
import { storedCourseItemSchema } from '../courses/itemSchema';
import { applyAction } from './apply';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { parseIncomingAction } from './schema';
import { deepFreeze, makeMap } from './testMaps';
import { ACTION_TRAITS } from './traits';

const recall = (id: string, name = 'Inputs') => ({ id, type: 'recall', name, tags: ['t1'] });
const map = deepFreeze(
  makeMap({ courseItems: [recall('a'), { id: 'm', type: 'module', name: 'M', items: [] }] }),
);

describe('setCourseItem', () => {
  it('adds an item after the others, replaces one in place, and its inverse puts back what was there', () => {
    const added = applyAction(map, { type: 'setCourseItem', itemId: 'b', item: recall('b') });
    if (!added.ok) throw new Error(added.error);
    expect(added.map.courseItems.map((item) => item.id)).toEqual(['a', 'm', 'b']);
    expect(added.inverse).toEqual({ type: 'setCourseItem', itemId: 'b', item: null });
    const renamed = applyAction(map, { type: 'setCourseItem', itemId: 'a', item: recall('a', 'Outputs') });
    if (!renamed.ok) throw new Error(renamed.error);
    expect(renamed.map.courseItems[0]).toEqual(recall('a', 'Outputs'));
    expect(renamed.inverse).toEqual({ type: 'setCourseItem', itemId: 'a', item: recall('a') });
  });

  it('deletes an item, its inverse putting it back at its place', () => {
    const deleted = applyAction(map, { type: 'setCourseItem', itemId: 'a', item: null });
    if (!deleted.ok) throw new Error(deleted.error);
    expect(deleted.map.courseItems.map((item) => item.id)).toEqual(['m']);
    expect(deleted.inverse).toEqual({ type: 'setCourseItem', itemId: 'a', item: recall('a'), index: 0 });
    const back = applyAction(deleted.map, deleted.inverse);
    expect(back.ok && back.map.courseItems).toEqual(map.courseItems);
  });

  it('refuses an item saved under another id, and deleting one the map lacks', () => {
    expect(applyAction(map, { type: 'setCourseItem', itemId: 'x', item: recall('y') })).toEqual({
      ok: false,
      error: MESSAGES.courseItemIdMismatch('x'),
    });
    expect(applyAction(map, { type: 'setCourseItem', itemId: 'x', item: null })).toEqual({
      ok: false,
      error: MESSAGES.noCourseItem('x'),
    });
  });

  it('is an undoable edit a live-edit client may send, a recall or flashcard item with a name and tags', () => {
    expect(ACTION_TRAITS.setCourseItem).toMatchObject({
      scope: 'document',
      recordsUndo: true,
      modifies: true,
    });
    expect(parseIncomingAction({ type: 'setCourseItem', itemId: 'a', item: recall('a') }).ok).toBe(true);
    expect(
      parseIncomingAction({ type: 'setCourseItem', itemId: 'a', item: { id: 'a', type: 'lesson' } }).ok,
    ).toBe(true);
    for (const item of [
      { ...recall('a'), name: ' ' },
      { ...recall('a'), tags: [] },
      { id: 'a', type: 'flashcard' },
    ])
      expect(storedCourseItemSchema.safeParse(item).success).toBe(false);
  });
});
