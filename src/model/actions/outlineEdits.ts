/**
 * The course editor's changes as map actions (issue 28): putting an entry in the outline or a module,
 * removing one, and the moves of the Move up / Move down buttons and of a drop. A module's items are set
 * with the module as a whole (`setCourseItem`); what else a stored entry holds is kept as it was.
 */
import { COURSE_ITEM_TYPE } from '../courses/items';
import { isModule, type OutlineEntry, readOutline } from '../courses/outline';
import type { CourseItem } from '../map/content';
import { isRecord, readList } from '../map/read';
import type { MapDocument } from '../map/types';
import type { MoveCourseItemAction, SetCourseItemAction } from './types';

type Outline = Pick<MapDocument, 'courseItems'>;

const storedModule = (map: Outline, moduleId: string) =>
  map.courseItems.find((entry) => entry.id === moduleId && entry.type === COURSE_ITEM_TYPE.MODULE);

/** Sets a module's items, each edited by `edit`, as one action (null when the map has no such module). */
function withModuleItems(
  map: Outline,
  moduleId: string,
  edit: (items: readonly unknown[]) => unknown[],
): SetCourseItemAction | null {
  const module = storedModule(map, moduleId);
  if (!module) return null;
  return {
    type: 'setCourseItem',
    itemId: moduleId,
    item: { ...module, items: edit(readList(module.items)) },
  };
}

/** An entry as the editor makes it: a typed module or item (../courses/outline.ts), or a stored one. */
export type OutlineEntryFields = { readonly id: string };

/**
 * Saves an entry (new, or changed from the one with its id) at the top level or at the end of a module;
 * a changed item stays where it is. Fields it does not set are kept from the stored one.
 */
export function putEntry<Entry extends OutlineEntryFields>(
  map: Outline,
  entry: Entry,
  moduleId: string | null,
): SetCourseItemAction | null {
  if (moduleId === null) {
    const stored = map.courseItems.find((existing) => existing.id === entry.id);
    return { type: 'setCourseItem', itemId: entry.id, item: { ...stored, ...entry } as CourseItem };
  }
  return withModuleItems(map, moduleId, (items) => {
    const at = items.findIndex((item) => isRecord(item) && item.id === entry.id);
    if (at < 0) return [...items, entry];
    return items.map((item, index) => (index === at ? { ...(item as CourseItem), ...entry } : item));
  });
}

/** Removes an entry (a module with its items) from the top level or a module. */
export function removeEntry(
  map: Outline,
  entryId: string,
  moduleId: string | null,
): SetCourseItemAction | null {
  if (moduleId === null) return { type: 'setCourseItem', itemId: entryId, item: null };
  return withModuleItems(map, moduleId, (items) =>
    items.filter((item) => !(isRecord(item) && item.id === entryId)),
  );
}

/** A row of the outline as the editor lists it: modules, each followed by its items. */
export interface OutlineRow {
  id: string;
  /** The module holding it; null at the top level (every module). */
  moduleId: string | null;
  isModule: boolean;
}

export function outlineRows(outline: readonly OutlineEntry[]): OutlineRow[] {
  return outline.flatMap((entry): OutlineRow[] => [
    { id: entry.id, moduleId: null, isModule: isModule(entry) },
    ...(isModule(entry)
      ? entry.items.map((item) => ({ id: item.id, moduleId: entry.id, isModule: false }))
      : []),
  ]);
}

const move = (itemId: string, moduleId: string | null, after: string | null): MoveCourseItemAction => ({
  type: 'moveCourseItem',
  itemId,
  moduleId,
  after,
});

/**
 * One step up (-1) or down (+1) through the outline as it reads: a module passes its neighbours; an
 * item passes its neighbours in its list, steps into a module it meets (at the module's near end) and
 * out of its module at either end. Null where it cannot go further.
 */
export function stepMove(map: Outline, entryId: string, direction: -1 | 1): MoveCourseItemAction | null {
  const outline = readOutline(map.courseItems);
  const top = outline.findIndex((entry) => entry.id === entryId);
  if (top >= 0) {
    const entry = outline[top] as OutlineEntry;
    const neighbour = outline[top + direction];
    if (!neighbour) return null;
    if (!isModule(entry) && isModule(neighbour)) {
      // Into the module it meets: at its end going up, at its start going down.
      const last = neighbour.items.at(-1);
      return move(entryId, neighbour.id, direction < 0 ? (last?.id ?? null) : null);
    }
    const after = direction < 0 ? (outline[top - 2]?.id ?? null) : neighbour.id;
    return move(entryId, null, after);
  }
  const holder = outline.findIndex(
    (entry) => isModule(entry) && entry.items.some((item) => item.id === entryId),
  );
  const module = outline[holder];
  if (!module || !isModule(module)) return null;
  const index = module.items.findIndex((item) => item.id === entryId);
  const neighbour = module.items[index + direction];
  if (neighbour)
    return move(entryId, module.id, direction < 0 ? (module.items[index - 2]?.id ?? null) : neighbour.id);
  // Out of the module, just before or just after it.
  return move(entryId, null, direction < 0 ? (outline[holder - 1]?.id ?? null) : module.id);
}

/**
 * Where a dragged row lands when dropped on row `overId` (the sortable list's rule: it takes that row's
 * place): a module among the top-level entries; an item in the module of the row it then follows (a
 * module's header or one of its items), or at the top level. `outdent` (dragged to the left) takes an
 * item dropped at a module's end out of it. Null when the drop leaves it where it was.
 */
export function dropMove(
  rows: readonly OutlineRow[],
  activeId: string,
  overId: string,
  outdent = false,
): MoveCourseItemAction | null {
  const active = rows.find((row) => row.id === activeId);
  const over = rows.find((row) => row.id === overId);
  if (!active || !over) return null;
  if (active.isModule) {
    const tops = rows.filter((row) => row.moduleId === null).map((row) => row.id);
    const moved = arrayMove(tops, tops.indexOf(activeId), tops.indexOf(over.moduleId ?? over.id));
    const at = moved.indexOf(activeId);
    return unlessInPlace(rows, move(activeId, null, moved[at - 1] ?? null));
  }
  const moved = arrayMove(rows, rows.indexOf(active), rows.indexOf(over));
  const at = moved.indexOf(active);
  const previous = moved[at - 1];
  const next = moved[at + 1];
  let target: MoveCourseItemAction;
  if (!previous) target = move(activeId, null, null);
  else if (previous.isModule) target = move(activeId, previous.id, null);
  else if (previous.moduleId === null) target = move(activeId, null, previous.id);
  else if (outdent && next?.moduleId !== previous.moduleId) target = move(activeId, null, previous.moduleId);
  else target = move(activeId, previous.moduleId, previous.id);
  return unlessInPlace(rows, target);
}

function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = list.slice();
  const [moved] = copy.splice(from, 1);
  if (moved !== undefined) copy.splice(to, 0, moved);
  return copy;
}

/** The move, or null when it puts the entry back where it stands. */
function unlessInPlace(
  rows: readonly OutlineRow[],
  target: MoveCourseItemAction,
): MoveCourseItemAction | null {
  const row = rows.find((candidate) => candidate.id === target.itemId);
  if (!row) return null;
  const list = rows.filter((candidate) => candidate.moduleId === row.moduleId);
  const before = list[list.indexOf(row) - 1]?.id ?? null;
  return row.moduleId === target.moduleId && before === target.after ? null : target;
}
