/**
 * Course items as a map holds them (spec 3 section 3: CourseModule, LessonItem, Quiz, RecallItem,
 * FlashcardItem): `map.courseItems` lists items and modules, a module holding items of its own. Each item
 * says what it is by `type`. Only what recall and flashcards need is read here; the rest of an item is
 * kept as stored (src/model/map/content.ts).
 */
import type { CourseItem } from '../map/content';
import { isRecord, readStrings } from '../map/read';

export const COURSE_ITEM_TYPE = {
  MODULE: 'module',
  LESSON: 'lesson',
  QUIZ: 'quiz',
  RECALL: 'recall',
  FLASHCARD: 'flashcard',
} as const;

/** A recall or flashcard item: a named set of the map's nodes, chosen by their tags. */
export interface TaggedItem {
  id: string;
  type: typeof COURSE_ITEM_TYPE.RECALL | typeof COURSE_ITEM_TYPE.FLASHCARD;
  name: string;
  /** Tag ids: the item's nodes carry any of them. */
  tags: string[];
}
export type RecallItem = TaggedItem & { type: typeof COURSE_ITEM_TYPE.RECALL };
export type FlashcardItem = TaggedItem & { type: typeof COURSE_ITEM_TYPE.FLASHCARD };

interface WithCourseItems {
  readonly courseItems: readonly CourseItem[];
}

/** A stored entry read as a recall or flashcard item; null for anything else. */
export function taggedItemOf(entry: unknown): TaggedItem | null {
  if (!isRecord(entry) || typeof entry.id !== 'string' || entry.id === '') return null;
  if (entry.type !== COURSE_ITEM_TYPE.RECALL && entry.type !== COURSE_ITEM_TYPE.FLASHCARD) return null;
  const name = typeof entry.name === 'string' ? entry.name : '';
  return { id: entry.id, type: entry.type, name, tags: readStrings(entry.tags) };
}

/**
 * The recall and flashcard items of the map's own list, outside any module: those an author names on
 * the map (a module's items are the course editor's).
 */
export function topLevelTaggedItems(map: WithCourseItems): TaggedItem[] {
  return map.courseItems.flatMap((entry) => taggedItemOf(entry) ?? []);
}

/** The nodes an item chooses: those carrying any of its tags (none for an item without tags). */
export function nodesWithAnyTag<N extends { readonly tags: readonly string[] }>(
  nodes: Iterable<N>,
  tags: readonly string[],
): N[] {
  const wanted = new Set(tags);
  const chosen: N[] = [];
  if (wanted.size === 0) return chosen;
  for (const node of nodes) if (node.tags.some((tag) => wanted.has(tag))) chosen.push(node);
  return chosen;
}
