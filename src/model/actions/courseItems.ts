/**
 * Saving a course item of the map (issue 27: the recall and flashcard items an author names), one item
 * at a time like a presentation, so two authors editing different items both keep theirs. Items are
 * set in the map's top-level list; a module's items are the course editor's (its own issue).
 */
import { isRecord } from '../map/read';
import type { MapDocument } from '../map/types';
import { setById } from './lists';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { fail, succeed } from './result';
import type { ActionResult, SetCourseItemAction } from './types';

export function setCourseItem(map: MapDocument, action: SetCourseItemAction): ActionResult {
  const { itemId, item } = action;
  if (item !== null && (!isRecord(item) || item.id !== itemId))
    return fail(MESSAGES.courseItemIdMismatch(itemId));
  const set = setById(map.courseItems, itemId, item, action.index);
  if (set === null) return fail(MESSAGES.noCourseItem(itemId));
  const inverse: SetCourseItemAction = {
    type: 'setCourseItem',
    itemId,
    item: set.previous,
    ...(item === null && { index: set.at }),
  };
  return succeed({ ...map, courseItems: set.list }, inverse);
}
