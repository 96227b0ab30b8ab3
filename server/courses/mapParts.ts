/**
 * What a course needs of its map's document (issue 28): the outline (`courseItems`), the presentations
 * (lessons' lengths, whether an item's presentation still exists) and the question ids. Read in SQL as
 * these parts only, never the nodes.
 */
import { type Kysely, sql } from 'kysely';
import { COURSE_ITEM_TYPE } from '../../src/model/courses/items.ts';
import { type OutlineEntryItem, readOutline } from '../../src/model/courses/outline.ts';
import { lessonDuration } from '../../src/model/courses/progress.ts';
import { isRecord, readList } from '../../src/model/map/read.ts';
import { loadPresentation } from '../../src/model/presentation/load.ts';
import type { Presentation } from '../../src/model/presentation/types.ts';
import type { Tables } from '../db/tables.ts';
import { documentList } from '../maps/documentParts.ts';

type Db = Kysely<Tables>;

export interface CourseMapParts {
  outline: ReturnType<typeof readOutline>;
  presentations: ReadonlyMap<string, Presentation>;
  questionIds: ReadonlySet<string>;
}

export async function loadCourseMapParts(db: Db, mapId: string): Promise<CourseMapParts> {
  const row = await db
    .selectFrom('maps')
    .select(sql<unknown>`maps.document -> 'courseItems'`.as('courseItems'))
    .select(sql<unknown>`maps.document -> 'presentations'`.as('presentations'))
    .select(
      sql<
        string[] | null
      >`(select json_agg(question ->> 'id') from ${documentList('questions')} as question)`.as('questionIds'),
    )
    .where('maps.id', '=', mapId)
    .executeTakeFirst();
  const presentations = new Map<string, Presentation>();
  for (const entry of readList(row?.presentations)) {
    if (!isRecord(entry) || typeof entry.id !== 'string' || entry.id === '') continue;
    presentations.set(entry.id, loadPresentation({ ...entry, id: entry.id }).presentation);
  }
  return {
    outline: readOutline(readList(row?.courseItems)),
    presentations,
    questionIds: new Set((row?.questionIds ?? []).filter((id): id is string => typeof id === 'string')),
  };
}

/** Whether what an item plays or asks is on the map: a lesson's presentation, at least one of a quiz's questions. */
export function isItemAvailable(parts: CourseMapParts, item: OutlineEntryItem): boolean {
  if (item.type === COURSE_ITEM_TYPE.LESSON && 'presentationId' in item)
    return parts.presentations.has(item.presentationId);
  if (item.type === COURSE_ITEM_TYPE.QUIZ && 'questions' in item)
    return item.questions.some((questionId) => parts.questionIds.has(questionId));
  return true;
}

/** Each lesson's length in seconds, by presentation id. */
export function lessonDurations(parts: CourseMapParts): Map<string, number> {
  return new Map([...parts.presentations].map(([id, presentation]) => [id, lessonDuration(presentation)]));
}
