/**
 * The course's outline in the map (issue 27: recall and flashcard items; issue 28: the course editor).
 * An entry of the top-level list is set one at a time like a presentation, a module as a whole, so two
 * authors editing different entries both keep theirs; `moveCourseItem` reorders and moves items into,
 * out of and between modules. Entries must keep the outline's rules (../courses/outlineRules.ts).
 */
import { COURSE_ITEM_TYPE } from '../courses/items';
import { checkOutlineEntry } from '../courses/outlineRules';
import type { CourseItem } from '../map/content';
import { isRecord, readList } from '../map/read';
import type { MapDocument } from '../map/types';
import { setById } from './lists';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { fail, succeed } from './result';
import type { ActionResult, MoveCourseItemAction, SetCourseItemAction } from './types';

export function setCourseItem(map: MapDocument, action: SetCourseItemAction): ActionResult {
  const { itemId, item } = action;
  if (item !== null && (!isRecord(item) || item.id !== itemId))
    return fail(MESSAGES.courseItemIdMismatch(itemId));
  if (item !== null) {
    const previous = map.courseItems.find((entry) => entry.id === itemId) ?? null;
    // Only an inverse (an undo or a redo) carries `index`: it puts back what was there, references and
    // all, though what they refer to may have gone since (shown then as unavailable).
    const refused = checkOutlineEntry(map, item, { previous, restoring: action.index !== undefined });
    if (refused) return fail(refused);
  }
  const set = setById(map.courseItems, itemId, item, action.index);
  if (set === null) return fail(MESSAGES.noCourseItem(itemId));
  const inverse: SetCourseItemAction = {
    type: 'setCourseItem',
    itemId,
    item: set.previous,
    index: set.at,
  };
  return succeed({ ...map, courseItems: set.list }, inverse);
}

const idOf = (entry: unknown) => (isRecord(entry) ? entry.id : undefined);
const isModuleEntry = (entry: unknown): entry is CourseItem =>
  isRecord(entry) && entry.type === COURSE_ITEM_TYPE.MODULE;

/** Where an entry stands: the module holding it (null: the top-level list) and its place there. */
interface Place {
  moduleId: string | null;
  list: readonly unknown[];
  index: number;
}

function placeOf(courseItems: readonly CourseItem[], itemId: string): Place | null {
  const index = courseItems.findIndex((entry) => entry.id === itemId);
  if (index >= 0) return { moduleId: null, list: courseItems, index };
  for (const entry of courseItems) {
    if (!isModuleEntry(entry)) continue;
    const list = readList(entry.items);
    const inside = list.findIndex((item) => idOf(item) === itemId);
    if (inside >= 0) return { moduleId: entry.id, list, index: inside };
  }
  return null;
}

/** The top-level list with module `moduleId`'s items (null: the list itself) replaced. */
function withList(courseItems: CourseItem[], moduleId: string | null, list: unknown[]): CourseItem[] {
  if (moduleId === null) return list as CourseItem[];
  return courseItems.map((entry) => (entry.id === moduleId ? { ...entry, items: list } : entry));
}

/**
 * Moves an entry right after `after` (null: first) in a module's items or the top-level list. The inverse
 * moves it back after the entry it followed, which puts the outline back exactly.
 */
export function moveCourseItem(map: MapDocument, action: MoveCourseItemAction): ActionResult {
  const { itemId, moduleId, after } = action;
  const from = placeOf(map.courseItems, itemId);
  if (from === null) return fail(MESSAGES.noCourseItem(itemId));
  const moved = from.list[from.index];
  if (moduleId !== null) {
    const target = map.courseItems.find((entry) => entry.id === moduleId);
    if (target === undefined || !isModuleEntry(target)) return fail(MESSAGES.noCourseModule(moduleId));
    if (isModuleEntry(moved)) return fail(MESSAGES.moduleInModule);
  }
  if (after === itemId) return fail(MESSAGES.noCourseItem(after));
  const before = from.index === 0 ? null : (idOf(from.list[from.index - 1]) as string);
  const inverse: MoveCourseItemAction = {
    type: 'moveCourseItem',
    itemId,
    moduleId: from.moduleId,
    after: before,
  };

  let courseItems = withList(
    map.courseItems,
    from.moduleId,
    from.list.filter((_, index) => index !== from.index),
  );
  const targetList =
    moduleId === null ? courseItems : readList(courseItems.find((entry) => entry.id === moduleId)?.items);
  const at = after === null ? 0 : targetList.findIndex((entry) => idOf(entry) === after) + 1;
  if (at === 0 && after !== null) return fail(MESSAGES.noCourseItem(after));
  courseItems = withList(courseItems, moduleId, [...targetList.slice(0, at), moved, ...targetList.slice(at)]);
  return succeed({ ...map, courseItems }, inverse);
}
