/**
 * A course's outline as its map holds it (spec 3 section 3: CourseModule, LessonItem, Quiz, RecallItem,
 * FlashcardItem): `map.courseItems` lists modules and items, a module holding items (never modules).
 * Read tolerantly: an entry without an id is left out, an item of a type the app does not know is kept
 * (shown, and refused with 'Unsupported Item Type' when opened, spec 3 section 2.4).
 */
import { isRecord, readList, readStrings } from '../map/read';
import { DEFAULT_QUIZ_SETTINGS } from '../quiz/constants';
import { loadQuizSettings } from '../quiz/load';
import type { QuizSettings } from '../quiz/types';
import { COURSE_ITEM_TYPE, type FlashcardItem, type RecallItem, taggedItemOf } from './items';

export interface LessonItem {
  id: string;
  type: typeof COURSE_ITEM_TYPE.LESSON;
  name: string;
  /** The presentation (of type lesson) the item plays. */
  presentationId: string;
}

/** A quiz item: some of the map's questions, with settings of its own. */
export interface QuizItem {
  id: string;
  type: typeof COURSE_ITEM_TYPE.QUIZ;
  name: string;
  /** Question ids, in the order asked. */
  questions: string[];
  settings: QuizSettings;
}

/** An item of a type the app does not know: kept as stored, never opened. */
export interface UnknownItem {
  id: string;
  type: string;
  name: string;
}

export type OutlineItem = LessonItem | QuizItem | RecallItem | FlashcardItem;
export type OutlineEntryItem = OutlineItem | UnknownItem;

export interface ModuleEntry {
  id: string;
  type: typeof COURSE_ITEM_TYPE.MODULE;
  name: string;
  items: OutlineEntryItem[];
}

export type OutlineEntry = ModuleEntry | OutlineEntryItem;

/** The item types the app opens (spec 3 section 2.4: lesson, quiz, flashcard item, recall item). */
const KNOWN_TYPES: readonly string[] = [
  COURSE_ITEM_TYPE.LESSON,
  COURSE_ITEM_TYPE.QUIZ,
  COURSE_ITEM_TYPE.RECALL,
  COURSE_ITEM_TYPE.FLASHCARD,
];

export function isKnownItem(item: OutlineEntryItem): item is OutlineItem {
  return KNOWN_TYPES.includes(item.type);
}

export function isModule(entry: OutlineEntry): entry is ModuleEntry {
  return entry.type === COURSE_ITEM_TYPE.MODULE;
}

const nameOf = (entry: Record<string, unknown>) => (typeof entry.name === 'string' ? entry.name : '');

/** One stored item; null for an entry without an id, or a module (a module never holds one). */
function readItem(entry: unknown): OutlineEntryItem | null {
  if (!isRecord(entry) || typeof entry.id !== 'string' || entry.id === '') return null;
  const { id } = entry;
  const name = nameOf(entry);
  switch (entry.type) {
    case COURSE_ITEM_TYPE.MODULE:
      return null;
    case COURSE_ITEM_TYPE.LESSON:
      return {
        id,
        type: COURSE_ITEM_TYPE.LESSON,
        name,
        presentationId: typeof entry.presentationId === 'string' ? entry.presentationId : '',
      };
    case COURSE_ITEM_TYPE.QUIZ:
      return {
        id,
        type: COURSE_ITEM_TYPE.QUIZ,
        name,
        questions: readStrings(entry.questions),
        settings: loadQuizSettings(entry.settings) ?? { ...DEFAULT_QUIZ_SETTINGS },
      };
    case COURSE_ITEM_TYPE.RECALL:
    case COURSE_ITEM_TYPE.FLASHCARD:
      return taggedItemOf(entry) as RecallItem | FlashcardItem;
    default:
      return { id, type: typeof entry.type === 'string' ? entry.type : '', name };
  }
}

/** The outline of a map's course items, in the course's order. */
export function readOutline(courseItems: readonly unknown[]): OutlineEntry[] {
  return courseItems.flatMap((entry): OutlineEntry[] => {
    if (isRecord(entry) && entry.type === COURSE_ITEM_TYPE.MODULE) {
      if (typeof entry.id !== 'string' || entry.id === '') return [];
      const items = readList(entry.items).flatMap((item) => readItem(item) ?? []);
      return [{ id: entry.id, type: COURSE_ITEM_TYPE.MODULE, name: nameOf(entry), items }];
    }
    const item = readItem(entry);
    return item ? [item] : [];
  });
}

/** An item in the course's order, with the module holding it and the top-level entry it is in. */
export interface PlacedItem {
  item: OutlineEntryItem;
  moduleId: string | null;
  /** The position of its top-level entry (its module, or itself). */
  entryIndex: number;
}

/** Every item, modules' items in place of their module. */
export function flattenOutline(outline: readonly OutlineEntry[]): PlacedItem[] {
  return outline.flatMap((entry, entryIndex): PlacedItem[] =>
    isModule(entry)
      ? entry.items.map((item) => ({ item, moduleId: entry.id, entryIndex }))
      : [{ item: entry, moduleId: null, entryIndex }],
  );
}

export function findItem(outline: readonly OutlineEntry[], itemId: string): OutlineEntryItem | null {
  return flattenOutline(outline).find(({ item }) => item.id === itemId)?.item ?? null;
}

/** The recall items of the course, modules' included, in its order. */
export function recallItemsOf(map: { readonly courseItems: readonly unknown[] }): RecallItem[] {
  return itemsOfType<RecallItem>(map, COURSE_ITEM_TYPE.RECALL);
}

/** The flashcard items of the course, modules' included, in its order. */
export function flashcardItemsOf(map: { readonly courseItems: readonly unknown[] }): FlashcardItem[] {
  return itemsOfType<FlashcardItem>(map, COURSE_ITEM_TYPE.FLASHCARD);
}

function itemsOfType<T extends OutlineItem>(
  map: { readonly courseItems: readonly unknown[] },
  type: T['type'],
): T[] {
  return flattenOutline(readOutline(map.courseItems)).flatMap(({ item }) =>
    item.type === type ? [item as T] : [],
  );
}
