/**
 * Answer reports (spec 3 sections 6 and 7): every learner's current attempt at each quiz of a map, and a
 * class's students' on one of its maps, in the report order of src/model/progress/reportOrder.ts.
 */
import type { Kysely } from 'kysely';
import { sortByUsernameDomain } from '../../src/model/progress/reportOrder.ts';
import { QUIZ_MESSAGES } from '../../src/model/quiz/messages.ts';
import type { AnswerAttempt } from '../../src/model/quiz/types.ts';
import type { Tables } from '../db/tables.ts';
import {
  mapReportReaderRights,
  reportedStudents,
  requireClassReportReader,
  requireMapReportReader,
} from '../reports/access.ts';
import { currentAttemptIds, loadAttempts } from './attempts.ts';
import { mapReport } from './reportCache.ts';

type Db = Kysely<Tables>;

/**
 * getAllAnswers: for the map's owner, users it is shared with at edit right or above, and site
 * administrators. Others who see the map are refused (FORBIDDEN); to everyone else the map is missing
 * (NOT_FOUND). One attempt per learner and quiz: their current one.
 */
export async function getAllAnswers(
  db: Db,
  viewerId: string,
  { mapId, quizId }: AnswersScope,
): Promise<AnswerAttempt[]> {
  await requireMapReportReader(
    db,
    viewerId,
    mapId,
    mapReportReaderRights,
    QUIZ_MESSAGES.allAnswersNotAllowed,
  );
  return ofQuiz(await reportOfMap(db, mapId), quizId);
}

/** Which answers a report asks for: a map's, or only those of one of its quizzes. */
export interface AnswersScope {
  mapId: string;
  quizId: string | null;
}

/** A copy of the attempts, only those at `quizId` when one is named. */
function ofQuiz(attempts: readonly AnswerAttempt[], quizId: string | null): AnswerAttempt[] {
  return quizId === null ? [...attempts] : attempts.filter((attempt) => attempt.quizId === quizId);
}

/** Every learner's current attempt at each quiz of the map, in report order (cached: ./reportCache.ts). */
function reportOfMap(db: Db, mapId: string): Promise<readonly AnswerAttempt[]> {
  return mapReport(db, mapId, async () => {
    const ids = currentAttemptIds(db.selectFrom('quizAttempts').where('quizAttempts.mapId', '=', mapId));
    return sortByUsernameDomain(await loadAttempts(db, ids));
  });
}

/**
 * getGroupUsersAnswers: the current attempts on a map of a class's students who share their results, for
 * the class's teachers and site administrators (the rules of the class's progress report). Students who
 * have not answered have no attempt, so no row.
 */
export async function getGroupUsersAnswers(
  db: Db,
  viewerId: string,
  { mapId, quizId }: AnswersScope,
  groupId: string,
): Promise<AnswerAttempt[]> {
  await requireClassReportReader(db, viewerId, mapId, groupId);
  const students = await reportedStudents(db, groupId).select('member.userId').execute();
  const reported = new Set(students.map((student) => student.userId));
  return ofQuiz(await reportOfMap(db, mapId), quizId).filter((attempt) => reported.has(attempt.user.id));
}
