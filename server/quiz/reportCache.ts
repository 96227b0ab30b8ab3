/**
 * The answer reports of recently read maps, kept while their answers are unchanged. A report of 1,000
 * learners' answers to 50 questions is 50,000 answers, which the database takes most of a read to gather;
 * teachers read it again and again while few answers change. Each map has a version that every change
 * to its answers raises (`answersChanged`, in the writer's transaction); a report is served from here
 * only at the version and attempt count it was computed at, so with several server processes each one
 * sees another's writes at its next read. (The attempt count catches attempts removed with a learner's
 * account; a learner's new name shows once the map's answers next change.)
 */
import { type Kysely, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { AnswerAttempt } from '../../src/model/quiz/types.ts';
import type { Tables } from '../db/tables.ts';

type Db = Kysely<Tables>;

/** Answers kept over every cached report: a few large maps' reports, a few hundred MB at most. */
const CACHED_ANSWERS = 300_000;

interface CachedReport {
  stamp: string;
  attempts: AnswerAttempt[];
}

const reports = new LRUCache<string, CachedReport>({
  maxSize: CACHED_ANSWERS,
  // An attempt without answers still takes room.
  sizeCalculation: ({ attempts }) =>
    Math.max(
      1,
      attempts.reduce((count, attempt) => count + attempt.answers.length + 1, 0),
    ),
});

/** Raises the map's answers version: call it in the transaction of every change to the map's answers or attempts. */
export async function answersChanged(db: Db, mapId: string): Promise<void> {
  await db
    .insertInto('quizAnswerVersions')
    .values({ mapId })
    .onConflict((conflict) =>
      conflict.column('mapId').doUpdateSet({ version: sql<string>`quiz_answer_versions.version + 1` }),
    )
    .execute();
}

/** The map's answers as they are now, in one short value: its version and how many attempts it has. */
export async function answersStamp(db: Db, mapId: string): Promise<string> {
  const { rows } = await sql<{ stamp: string }>`select coalesce(
      (select version::text from quiz_answer_versions where map_id = ${mapId}), '0'
    ) || ':' || (select count(*) from quiz_attempts where map_id = ${mapId}) as "stamp"`.execute(db);
  return rows[0]?.stamp ?? '';
}

/**
 * Every current attempt at the map's quizzes: from the cache when the map's answers are as they were
 * when it was computed, else from `load` (and kept). The caller may filter the list but not change it.
 */
export async function mapReport(
  db: Db,
  mapId: string,
  load: () => Promise<AnswerAttempt[]>,
): Promise<readonly AnswerAttempt[]> {
  // The stamp is read before the report: a change that lands in between is in the report and raises
  // the stamp, so the next read computes it again, never the reverse.
  const stamp = await answersStamp(db, mapId);
  const cached = reports.get(mapId);
  if (cached?.stamp === stamp) return cached.attempts;
  const attempts = await load();
  reports.set(mapId, { stamp, attempts });
  return attempts;
}
