/**
 * What a course needs of its map's document (issue 28): the outline (`courseItems`), the presentations
 * (lessons' lengths, whether an item's presentation still exists) and the question ids. Read in SQL as
 * these parts only, never the nodes.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { COURSE_ITEM_TYPE } from '../../src/model/courses/items.ts';
import { type OutlineEntryItem, readOutline } from '../../src/model/courses/outline.ts';
import { lessonDuration } from '../../src/model/courses/progress.ts';
import { readList } from '../../src/model/map/read.ts';
import type { Tables } from '../db/tables.ts';
import { documentList } from '../maps/documentParts.ts';

type Db = Kysely<Tables>;

export interface CourseMapParts {
  outline: ReturnType<typeof readOutline>;
  /** Each presentation's length in seconds (as a lesson), by id. */
  presentations: ReadonlyMap<string, number>;
  questionIds: ReadonlySet<string>;
}

/** A number in the document, or null (a missing or malformed value is no error here). */
const numberAt = (value: RawBuilder<unknown>) =>
  sql`case when json_typeof(${value}) = 'number' then ((${value})::text)::float8 end`;

/** The largest number a list of the presentation holds at `path` (each entry's), or null. */
const largestIn = (list: 'videos' | 'sequence', path: RawBuilder<unknown>) => {
  const field = sql`p -> ${sql.lit(list)}`;
  return sql`(select max(${numberAt(path)}) from json_array_elements(
    case when json_typeof(${field}) = 'array' then ${field} else '[]'::json end) as entry)`;
};

/**
 * The parts of recently read course maps, by map id, with the map's version when read: every save raises
 * it, so parts are served from here only while the map is as it was (with several server processes,
 * each sees another's save at its next read). A course home is read far more often than its map changes.
 */
const cached = new LRUCache<string, { version: number; parts: CourseMapParts }>({ max: 500 });

/** The parts of the course's map, as it was at `mapVersion` (read with the course: server/courses/viewer.ts) or since. */
export async function loadCourseMapParts(
  db: Db,
  { mapId, mapVersion }: { mapId: string; mapVersion: number },
): Promise<CourseMapParts> {
  const hit = cached.get(mapId);
  if (hit && hit.version >= mapVersion) return hit.parts;
  const parts = await readCourseMapParts(db, mapId);
  cached.set(mapId, { version: mapVersion, parts });
  return parts;
}

async function readCourseMapParts(db: Db, mapId: string): Promise<CourseMapParts> {
  // The presentations are the document's largest part after its nodes: only their ids and times are read.
  const row = await db
    .selectFrom('maps')
    .select(sql<unknown>`maps.document -> 'courseItems'`.as('courseItems'))
    .select(
      sql<[string, number | null, number | null, number | null][] | null>`(select json_agg(json_build_array(
        p ->> 'id',
        ${numberAt(sql`p -> 'media' -> 'duration'`)},
        ${largestIn('videos', sql`entry -> 'duration'`)},
        ${largestIn('sequence', sql`entry -> 'timeSync' -> 'timestamp'`)}))
        from ${documentList('presentations')} as p where json_typeof(p -> 'id') = 'string')`.as(
        'presentations',
      ),
    )
    .select(
      sql<
        string[] | null
      >`(select json_agg(question ->> 'id') from ${documentList('questions')} as question)`.as('questionIds'),
    )
    .where('maps.id', '=', mapId)
    .executeTakeFirst();
  const presentations = new Map(
    (row?.presentations ?? []).map(([id, mediaSeconds, longestVideoSeconds, lastStepMs]) => [
      id,
      lessonDuration({
        mediaSeconds: mediaSeconds ?? 0,
        longestVideoSeconds: longestVideoSeconds ?? 0,
        lastStepMs: lastStepMs ?? 0,
      }),
    ]),
  );
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
