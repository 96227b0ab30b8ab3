/**
 * Everyone's work on a course's map, as a progress report reads it (src/model/courses/progress.ts
 * LearnerWork): per learner the furthest point watched of each lesson and the questions completed in the
 * current attempt at each quiz. One query aggregates it in the database, a row per learner with their
 * lessons and quizzes as two JSON objects: 1,000 learners' work on 100 items is 100,000 facts, and
 * decoding them as rows cost most of a report's time (bench/server/courseReport.ts).
 *
 * Kept per map while the map's answers and lesson progress are as they were (the answers' version and
 * attempt count, server/quiz/reportCache.ts; the progress rows' count and latest change): teachers read
 * a report again and again while little changes. A learner's new name shows once their map's work changes.
 */
import { type Kysely, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ProgressUser } from '../../src/model/progress/lessonProgress.ts';
import type { Tables } from '../db/tables.ts';
import { answersStamp } from '../quiz/reportCache.ts';

type Db = Kysely<Tables>;

export interface LearnerWorkRow {
  user: ProgressUser;
  /** Furthest point watched, in seconds, by lesson (presentation) id. */
  watched: ReadonlyMap<string, number>;
  /** Questions completed in the current attempt, by quiz id. */
  completedQuestions: ReadonlyMap<string, number>;
}

/** Learners kept over every cached map: a few large courses' worth. */
const CACHED_LEARNERS = 20_000;

const cached = new LRUCache<string, { stamp: string; rows: LearnerWorkRow[] }>({
  maxSize: CACHED_LEARNERS,
  sizeCalculation: ({ rows }) => Math.max(1, rows.length),
});

/** Everyone who watched a lesson of the map or began one of its quizzes, with their work. */
export async function loadMapWork(db: Db, mapId: string): Promise<readonly LearnerWorkRow[]> {
  // Read before the work: a change landing in between is in the work and raises the stamp, so the next
  // read computes it again, never the reverse.
  const stamp = `${await answersStamp(db, mapId)}|${await progressStamp(db, mapId)}`;
  const hit = cached.get(mapId);
  if (hit?.stamp === stamp) return hit.rows;
  const rows = await readMapWork(db, mapId);
  cached.set(mapId, { stamp, rows });
  return rows;
}

async function progressStamp(db: Db, mapId: string): Promise<string> {
  const { rows } = await sql<{ stamp: string }>`select count(*) || ':' || coalesce(max(updated_at)::text, '')
    as "stamp" from lesson_progress where map_id = ${mapId}`.execute(db);
  return rows[0]?.stamp ?? '';
}

interface WorkRow extends ProgressUser {
  // JSON as text: Kysely's CamelCasePlugin would rename the objects' keys, which are ids.
  watched: string | null;
  completed: string | null;
}

async function readMapWork(db: Db, mapId: string): Promise<LearnerWorkRow[]> {
  const { rows } = await sql<WorkRow>`
    with watched as (
      select user_id, json_object_agg(lesson_id, longest_watched_time)::text as watched
      from lesson_progress where map_id = ${mapId} group by user_id
    ), current_attempts as (
      select distinct on (user_id, quiz_id) id, user_id, quiz_id
      from quiz_attempts where map_id = ${mapId}
      order by user_id, quiz_id, number desc
    ), answered as (
      select attempt.user_id, attempt.quiz_id, count(*) as questions
      from current_attempts attempt
      join quiz_answers answer on answer.attempt_id = attempt.id and answer.completed
      group by attempt.user_id, attempt.quiz_id
    ), completed as (
      select user_id, json_object_agg(quiz_id, questions)::text as completed from answered group by user_id
    ), workers as (
      select user_id from watched union select user_id from current_attempts
    )
    select users.id, users.first_name as "firstName", users.last_name as "lastName", users.username,
      watched.watched, completed.completed
    from workers
    join users on users.id = workers.user_id
    left join watched on watched.user_id = workers.user_id
    left join completed on completed.user_id = workers.user_id`.execute(db);
  return rows.map((row) => ({
    user: { id: row.id, firstName: row.firstName, lastName: row.lastName, username: row.username },
    watched: numbersById(row.watched),
    completedQuestions: numbersById(row.completed),
  }));
}

function numbersById(json: string | null): Map<string, number> {
  if (json === null) return new Map();
  return new Map(
    Object.entries(JSON.parse(json) as Record<string, number>).map(([id, value]) => [id, Number(value)]),
  );
}
