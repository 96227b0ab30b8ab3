/**
 * Opening a course item goes by its type (spec 3 section 2.4): a lesson plays its presentation, a quiz
 * asks its first question (its answers saved against the quiz item), a recall item and a flashcard item
 * open their practice (a flashcard item's deck id is the item's id: src/model/flashcards/cards.ts).
 * Any other type logs 'Unsupported Item Type' and opens nothing.
 */
import type { ItemState } from './access';
import { COURSE_ITEM_TYPE } from './items';
import { studyPaths } from './studyPaths';

/** An outline item as the course home answers it (the CourseEntry of the GraphQL contract). */
export interface CourseOutlineItem {
  id: string;
  type: string;
  name: string;
  /** An item's state for the viewer (ITEM_STATE); null for a module. */
  state?: string | null;
  presentationId?: string | null;
  questionIds: readonly string[];
  duration?: number | null;
  progress?: number | null;
  complete: boolean;
}

/** A top-level entry: an item, or a module holding items. */
export type CourseOutlineEntry<I extends CourseOutlineItem = CourseOutlineItem> = I & {
  items?: readonly I[];
};

export const UNSUPPORTED_ITEM_TYPE = 'Unsupported Item Type';

export type ItemRoute = { ok: true; path: string } | { ok: false; reason: 'unsupported' | 'empty' };

/** The course route that opens `item`; unsupported for an unknown type, empty when it has nothing to open. */
export function courseItemRoute(
  place: { mapId: string; courseId: string },
  item: Pick<CourseOutlineItem, 'id' | 'type' | 'presentationId' | 'questionIds'>,
): ItemRoute {
  const paths = studyPaths(place);
  switch (item.type) {
    case COURSE_ITEM_TYPE.LESSON:
      return item.presentationId
        ? { ok: true, path: paths.presentation('lesson', item.presentationId) }
        : { ok: false, reason: 'empty' };
    case COURSE_ITEM_TYPE.QUIZ: {
      const [first] = item.questionIds;
      return first ? { ok: true, path: paths.quiz(first, item.id) } : { ok: false, reason: 'empty' };
    }
    case COURSE_ITEM_TYPE.RECALL:
      return { ok: true, path: paths.recall({ kind: 'item', itemId: item.id }) };
    case COURSE_ITEM_TYPE.FLASHCARD:
      return { ok: true, path: paths.cards(item.id) };
    default:
      return { ok: false, reason: 'unsupported' };
  }
}

/**
 * Opens `item`: navigates to its route, or, for a type the app does not know, logs 'Unsupported Item
 * Type' (spec 3 section 2.4) and navigates nowhere. Answers what happened, for the screen to say so.
 */
export function openCourseItem(
  place: { mapId: string; courseId: string },
  item: Pick<CourseOutlineItem, 'id' | 'type' | 'presentationId' | 'questionIds'>,
  effects: { navigate: (path: string) => void; logError: (message: string) => void },
): ItemRoute {
  const route = courseItemRoute(place, item);
  if (route.ok) effects.navigate(route.path);
  else if (route.reason === 'unsupported') effects.logError(UNSUPPORTED_ITEM_TYPE);
  return route;
}

/** Every item, modules' items in place of their module, in the course's order. */
export function outlineItems<I extends CourseOutlineItem>(outline: readonly CourseOutlineEntry<I>[]): I[] {
  return outline.flatMap((entry): I[] =>
    entry.type === COURSE_ITEM_TYPE.MODULE ? [...(entry.items ?? [])] : [entry],
  );
}

const isOpen = (item: CourseOutlineItem) => item.state === ('open' satisfies ItemState);

/** The first open item: where 'Start' begins. */
export function firstOpenItem<I extends CourseOutlineItem>(
  outline: readonly CourseOutlineEntry<I>[],
): I | null {
  return outlineItems(outline).find(isOpen) ?? null;
}

/** The nearest open item before or after `itemId`, with the items passed over (not open) on the way. */
export interface Neighbour<E> {
  item: E | null;
  skipped: E[];
}

export function neighbourItem<I extends CourseOutlineItem>(
  outline: readonly CourseOutlineEntry<I>[],
  itemId: string | null,
  direction: 'previous' | 'next',
): Neighbour<I> {
  const items = outlineItems(outline);
  const at = itemId === null ? -1 : items.findIndex((item) => item.id === itemId);
  const ahead = direction === 'next' ? items.slice(at + 1) : at < 0 ? [] : items.slice(0, at).reverse();
  const skipped: I[] = [];
  for (const item of ahead) {
    if (isOpen(item)) return { item, skipped };
    skipped.push(item);
  }
  return { item: null, skipped };
}

/**
 * The item a course route shows, for the player to mark it: a lesson by its presentation, a quiz by the
 * item it carries, a recall or flashcard item by its id. Null for the course's other routes.
 */
export function itemOfCourseRoute<I extends CourseOutlineItem>(
  outline: readonly CourseOutlineEntry<I>[],
  route: { section: string; id: string | undefined; quizItemId: string | null },
): I | null {
  const items = outlineItems(outline);
  const byType = (type: string, matches: (item: I) => boolean) =>
    items.find((item) => item.type === type && matches(item)) ?? null;
  switch (route.section) {
    case 'lesson':
      return byType(COURSE_ITEM_TYPE.LESSON, (item) => item.presentationId === route.id);
    case 'quiz':
      return byType(COURSE_ITEM_TYPE.QUIZ, (item) => item.id === route.quizItemId);
    case 'recall':
      return byType(COURSE_ITEM_TYPE.RECALL, (item) => item.id === route.id);
    case 'cards':
      return byType(COURSE_ITEM_TYPE.FLASHCARD, (item) => item.id === route.id);
    default:
      return null;
  }
}
