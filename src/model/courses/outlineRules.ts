/**
 * What an outline entry must be when an author saves it (issue 28; spec 3 section 3): a name of 1 to 100
 * characters (trimmed); a module holding items, never modules; a lesson playing a lesson presentation of
 * the map; a quiz asking at least one of the map's questions, each once; a recall or flashcard item
 * choosing at least one of the map's tags. An item of a type the app does not know is kept as stored.
 *
 * References are checked only where an edit brings them in: one the entry held before may have gone
 * since (a deleted presentation) and is shown as unavailable, so renaming a module around it still saves.
 */
import { dequal } from 'dequal';
import type { CourseItem } from '../map/content';
import { isRecord, readList, readStrings } from '../map/read';
import type { MapDocument } from '../map/types';
import { isLesson } from '../presentation/load';
import { COURSE_ITEM_LIMITS } from './itemSchema';
import { COURSE_ITEM_TYPE, type TaggedItem } from './items';
import { OUTLINE_MESSAGES as MESSAGES } from './messages';
import type { LessonItem, OutlineEntryItem, QuizItem } from './outline';

/** What an entry's kind is called in a message. */
const KIND_NAMES: Readonly<Record<string, string>> = {
  [COURSE_ITEM_TYPE.MODULE]: 'module',
  [COURSE_ITEM_TYPE.LESSON]: 'lesson',
  [COURSE_ITEM_TYPE.QUIZ]: 'quiz',
  [COURSE_ITEM_TYPE.RECALL]: 'recall item',
  [COURSE_ITEM_TYPE.FLASHCARD]: 'flashcard item',
};

/** The ids an entry may refer to: the map's lesson presentations, its questions and its tags. */
export interface OutlineReferences {
  lessons: ReadonlySet<string>;
  questions: ReadonlySet<string>;
  tags: ReadonlySet<string>;
}

/** What of a map its outline may refer to. */
export type OutlineSources = Pick<MapDocument, 'presentations' | 'questions' | 'tags'>;

export function outlineReferencesOf(map: OutlineSources): OutlineReferences {
  return {
    lessons: new Set(map.presentations.filter(isLesson).map((presentation) => presentation.id)),
    questions: new Set(map.questions.map((question) => question.id)),
    tags: new Set(map.tags.map((tag) => tag.id)),
  };
}

/** The references an entry holds (a module: its items'), each as 'kind:id'. */
function referencesHeld(entry: unknown): Set<string> {
  const held = new Set<string>();
  if (!isRecord(entry)) return held;
  if (typeof entry.presentationId === 'string') held.add(`lesson:${entry.presentationId}`);
  for (const id of readStrings(entry.questions)) held.add(`question:${id}`);
  for (const id of readStrings(entry.tags)) held.add(`tag:${id}`);
  for (const item of readList(entry.items)) for (const reference of referencesHeld(item)) held.add(reference);
  return held;
}

const nameOf = (entry: Readonly<Record<string, unknown>>) =>
  typeof entry.name === 'string' ? entry.name : '';

function checkName(entry: Readonly<Record<string, unknown>>, kind: string): string | null {
  const name = nameOf(entry).trim();
  if (name === '') return MESSAGES.nameRequired(kind);
  if (name.length > COURSE_ITEM_LIMITS.nameLength)
    return MESSAGES.nameTooLong(kind, COURSE_ITEM_LIMITS.nameLength);
  return null;
}

/** One entry's rules; `known(kind, id)` says whether a reference may stand. */
function checkEntry(
  entry: Readonly<Record<string, unknown>>,
  inModule: boolean,
  known: (kind: 'lesson' | 'question' | 'tag', id: string) => boolean,
): string | null {
  const kind = typeof entry.type === 'string' ? KIND_NAMES[entry.type] : undefined;
  if (kind === undefined) return null;
  const nameError = checkName(entry, kind);
  if (nameError) return nameError;
  const name = nameOf(entry).trim();
  switch (entry.type) {
    case COURSE_ITEM_TYPE.MODULE:
      if (inModule) return MESSAGES.moduleInModule;
      if (!Array.isArray(entry.items)) return MESSAGES.moduleItemsNotAList(name);
      for (const item of entry.items) {
        const error = isRecord(item) ? checkEntry(item, true, known) : null;
        if (error) return error;
      }
      return null;
    case COURSE_ITEM_TYPE.LESSON:
      return typeof entry.presentationId === 'string' && known('lesson', entry.presentationId)
        ? null
        : MESSAGES.noPresentation(name);
    case COURSE_ITEM_TYPE.QUIZ: {
      const questions = readStrings(entry.questions);
      if (questions.length === 0) return MESSAGES.noQuestions(name);
      if (new Set(questions).size !== questions.length) return MESSAGES.questionTwice(name);
      return questions.every((id) => known('question', id)) ? null : MESSAGES.unknownQuestion(name);
    }
    default: {
      const tags = readStrings(entry.tags);
      if (tags.length === 0) return MESSAGES.noTags(name);
      return tags.every((id) => known('tag', id)) ? null : MESSAGES.unknownTag(name);
    }
  }
}

export interface EntryCheck {
  /** What stood under the entry's id before (null for a new one): the references it held may stay. */
  previous: unknown;
  /** Whether the entry goes inside a module (a module may not). */
  inModule?: boolean;
  /** Putting back an entry as it was (an undo): its references are not checked, only its shape. */
  restoring?: boolean;
}

/** Why an outline entry may not be saved, or null when it may. */
export function checkOutlineEntry(
  map: OutlineSources,
  entry: CourseItem,
  { previous, inModule = false, restoring = false }: EntryCheck,
): string | null {
  const references = outlineReferencesOf(map);
  const held = referencesHeld(previous);
  const sets = { lesson: references.lessons, question: references.questions, tag: references.tags };
  const known = (kind: keyof typeof sets, id: string) =>
    restoring || held.has(`${kind}:${id}`) || sets[kind].has(id);
  return checkEntry(entry, inModule, known);
}

/**
 * Whether what an item plays or asks is still on the map (a presentation or question deleted since makes
 * it unavailable, spec 3 section 6): its lesson presentation; every one of its questions; any of its tags.
 * An item of an unknown type is not unavailable but unsupported.
 */
export function itemAvailable(item: OutlineEntryItem, references: OutlineReferences): boolean {
  switch (item.type) {
    case COURSE_ITEM_TYPE.LESSON:
      return references.lessons.has((item as LessonItem).presentationId);
    case COURSE_ITEM_TYPE.QUIZ: {
      const { questions } = item as QuizItem;
      return questions.length > 0 && questions.every((id) => references.questions.has(id));
    }
    case COURSE_ITEM_TYPE.RECALL:
    case COURSE_ITEM_TYPE.FLASHCARD:
      return (item as TaggedItem).tags.some((id) => references.tags.has(id));
    default:
      return true;
  }
}

/**
 * The first problem of a saved outline's new or changed top-level entries (by id, compared with `stored`,
 * the outline the map had), or null. An entry saved as it was stays accepted, as do the references a
 * changed entry held before: a map whose lesson's presentation was deleted since still saves.
 */
export function savedOutlineProblem(
  map: OutlineSources & { courseItems: readonly CourseItem[] },
  stored: readonly unknown[],
): string | null {
  const before = new Map<unknown, unknown>();
  for (const entry of stored) if (isRecord(entry)) before.set(entry.id, entry);
  for (const entry of map.courseItems) {
    const previous = isRecord(entry) ? before.get(entry.id) : undefined;
    if (previous !== undefined && dequal(previous, entry)) continue;
    const problem = checkOutlineEntry(map, entry, { previous: previous ?? null });
    if (problem) return problem;
  }
  return null;
}
