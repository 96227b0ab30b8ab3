import { describe, expect, it } from 'vitest';
import { storedCourseItemSchema } from '../courses/itemSchema';
import { OUTLINE_MESSAGES } from '../courses/messages';
import { applyAction } from './apply';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { parseIncomingAction } from './schema';
import { deepFreeze, makeMap } from './testMaps';
import { ACTION_TRAITS } from './traits';
import type { DocumentAction } from './types';

const recall = (id: string, name = 'Inputs') => ({ id, type: 'recall', name, tags: ['t1'] });
const map = deepFreeze(
  makeMap({
    tags: [{ id: 't1', description: 'One', selected: false }],
    courseItems: [recall('a'), { id: 'm', type: 'module', name: 'M', items: [] }],
  }),
);

describe('setCourseItem', () => {
  it('adds an item after the others, replaces one in place, and its inverse puts back what was there', () => {
    const added = applyAction(map, { type: 'setCourseItem', itemId: 'b', item: recall('b') });
    if (!added.ok) throw new Error(added.error);
    expect(added.map.courseItems.map((item) => item.id)).toEqual(['a', 'm', 'b']);
    expect(added.inverse).toEqual({ type: 'setCourseItem', itemId: 'b', item: null, index: 2 });
    const renamed = applyAction(map, { type: 'setCourseItem', itemId: 'a', item: recall('a', 'Outputs') });
    if (!renamed.ok) throw new Error(renamed.error);
    expect(renamed.map.courseItems[0]).toEqual(recall('a', 'Outputs'));
    expect(renamed.inverse).toEqual({ type: 'setCourseItem', itemId: 'a', item: recall('a'), index: 0 });
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

describe("setCourseItem keeps the outline's rules", () => {
  it('refuses an item the rules refuse, and puts back a deleted one whose references have gone', () => {
    const lesson = { id: 'l', type: 'lesson', name: 'Intro', presentationId: 'gone' };
    expect(applyAction(map, { type: 'setCourseItem', itemId: 'l', item: lesson })).toEqual({
      ok: false,
      error: OUTLINE_MESSAGES.noPresentation('Intro'),
    });
    const withLesson = { ...map, courseItems: [...map.courseItems, lesson] };
    const deleted = applyAction(withLesson, { type: 'setCourseItem', itemId: 'l', item: null });
    if (!deleted.ok) throw new Error(deleted.error);
    const undone = applyAction(deleted.map, deleted.inverse);
    expect(undone.ok && undone.map.courseItems).toEqual(withLesson.courseItems);
    // An undo of a change puts back the entry as it was, though its tag has gone since.
    const emptied = applyAction(map, {
      type: 'setCourseItem',
      itemId: 'a',
      item: { id: 'a', type: 'module', name: 'M', items: [] },
    });
    if (!emptied.ok) throw new Error(emptied.error);
    const untagged = { ...emptied.map, tags: [] };
    const restored = applyAction(untagged, emptied.inverse);
    expect(restored.ok && restored.map.courseItems[0]).toEqual(recall('a'));
    // Renaming keeps a reference the item held.
    const renamed = applyAction(withLesson, {
      type: 'setCourseItem',
      itemId: 'l',
      item: { ...lesson, name: 'Start' },
    });
    expect(renamed.ok).toBe(true);
  });
});

const module = (id: string, items: unknown[]) => ({ id, type: 'module', name: id.toUpperCase(), items });
const outline = deepFreeze(
  makeMap({
    tags: [{ id: 't1', description: 'One', selected: false }],
    courseItems: [recall('a'), module('m', [recall('x'), recall('y')]), module('n', []), recall('b')],
  }),
);
const shape = (courseItems: readonly unknown[]) =>
  courseItems.map((entry) => {
    const { id, items } = entry as { id: string; items?: { id: string }[] };
    return items ? `${id}[${items.map((item) => item.id).join(' ')}]` : id;
  });

function moved(action: Omit<Extract<DocumentAction, { type: 'moveCourseItem' }>, 'type'>) {
  const result = applyAction(outline, { type: 'moveCourseItem', ...action });
  if (!result.ok) throw new Error(result.error);
  const back = applyAction(result.map, result.inverse);
  if (!back.ok) throw new Error(back.error);
  expect(back.map.courseItems).toEqual(outline.courseItems);
  return shape(result.map.courseItems);
}

describe('moveCourseItem', () => {
  it('reorders the top-level list, modules included, its inverse putting the outline back exactly', () => {
    expect(moved({ itemId: 'b', moduleId: null, after: null })).toEqual(['b', 'a', 'm[x y]', 'n[]']);
    expect(moved({ itemId: 'm', moduleId: null, after: 'n' })).toEqual(['a', 'n[]', 'm[x y]', 'b']);
  });

  it('moves items into, out of, within and between modules', () => {
    expect(moved({ itemId: 'a', moduleId: 'm', after: 'x' })).toEqual(['m[x a y]', 'n[]', 'b']);
    expect(moved({ itemId: 'y', moduleId: null, after: 'a' })).toEqual(['a', 'y', 'm[x]', 'n[]', 'b']);
    expect(moved({ itemId: 'y', moduleId: 'm', after: null })).toEqual(['a', 'm[y x]', 'n[]', 'b']);
    expect(moved({ itemId: 'x', moduleId: 'n', after: null })).toEqual(['a', 'm[y]', 'n[x]', 'b']);
  });

  it('refuses a module into a module, a missing item, module or anchor', () => {
    const refused = (action: Omit<Extract<DocumentAction, { type: 'moveCourseItem' }>, 'type'>) =>
      applyAction(outline, { type: 'moveCourseItem', ...action });
    expect(refused({ itemId: 'n', moduleId: 'm', after: null })).toEqual({
      ok: false,
      error: MESSAGES.moduleInModule,
    });
    expect(refused({ itemId: 'z', moduleId: null, after: null })).toEqual({
      ok: false,
      error: MESSAGES.noCourseItem('z'),
    });
    expect(refused({ itemId: 'a', moduleId: 'b', after: null })).toEqual({
      ok: false,
      error: MESSAGES.noCourseModule('b'),
    });
    // 'x' is in module m, not in the top-level list.
    expect(refused({ itemId: 'a', moduleId: null, after: 'x' })).toEqual({
      ok: false,
      error: MESSAGES.noCourseItem('x'),
    });
  });

  it('is an undoable edit a live-edit client may send', () => {
    expect(ACTION_TRAITS.moveCourseItem).toMatchObject({ scope: 'document', recordsUndo: true });
    const action = { type: 'moveCourseItem', itemId: 'a', moduleId: null, after: 'b' };
    expect(parseIncomingAction(action).ok).toBe(true);
    expect(parseIncomingAction({ ...action, after: 3 }).ok).toBe(false);
  });
});
