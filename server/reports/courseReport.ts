/**
 * courseReport (issue 29; spec 3 sections 2.2 and 9): users against a course's lessons and quizzes, each
 * cell the fraction complete, computed here by the course home's own rule (src/model/courses/progress.ts)
 * so that a report of 1,000 learners and 100 items travels as 100,000 numbers, not as every lesson time
 * and answer behind them. Everyone's, for the map's readers of results; or a class's sharing students'.
 */
import type { Kysely } from 'kysely';
import { COURSE_ITEM_TYPE } from '../../src/model/courses/items.ts';
import { itemProgress, type LearnerWork } from '../../src/model/courses/progress.ts';
import type { ProgressUser } from '../../src/model/progress/lessonProgress.ts';
import { progressMessages } from '../../src/model/progress/messages.ts';
import { sortByUsernameDomain } from '../../src/model/progress/reportOrder.ts';
import { DEFAULT_QUIZ_SETTINGS } from '../../src/model/quiz/constants.ts';
import {
  type CourseReport,
  type CourseReportItem,
  courseReportId,
  reportItemsOf,
} from '../../src/model/reports/courseReport.ts';
import { loadCourseMapParts } from '../courses/mapParts.ts';
import type { Tables } from '../db/tables.ts';
import { notFound } from '../errors.ts';
import { MAP_MESSAGES } from '../maps/messages.ts';
import { currentAttemptIds } from '../quiz/attempts.ts';
import {
  mapReportReaderRights,
  reportedStudents,
  requireClassReportReader,
  requireMapReportReader,
} from './access.ts';

type Db = Kysely<Tables>;
/** The users a report covers, as a query of their ids. */
type UsersQuery = ReturnType<typeof workersOf> | ReturnType<typeof sharingStudentsOf>;

export async function loadCourseReport(
  db: Db,
  viewerId: string,
  { mapId, groupId }: { mapId: string; groupId: string | null },
): Promise<CourseReport> {
  if (groupId === null)
    await requireMapReportReader(
      db,
      viewerId,
      mapId,
      mapReportReaderRights,
      progressMessages.allUsersNotAllowed,
    );
  else await requireClassReportReader(db, viewerId, mapId, groupId);
  const map = await db.selectFrom('maps').select('version').where('id', '=', mapId).executeTakeFirst();
  if (!map) throw notFound(MAP_MESSAGES.notFound);
  const parts = await loadCourseMapParts(db, { mapId, mapVersion: map.version });
  const items = reportItemsOf(parts.outline);
  // A class's report covers its sharing students, worked or not; everyone's, those who did some work.
  const covered: UsersQuery = groupId === null ? workersOf(db, mapId) : sharingStudentsOf(db, groupId);
  const [users, watched, completed] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'firstName', 'lastName', 'username'])
      .where('id', 'in', covered)
      .execute(),
    db
      .selectFrom('lessonProgress')
      .select(['userId', 'lessonId', 'longestWatchedTime'])
      .where('mapId', '=', mapId)
      .where('userId', 'in', covered)
      .execute(),
    db
      .selectFrom('quizAttempts')
      .innerJoin('quizAnswers', 'quizAnswers.attemptId', 'quizAttempts.id')
      .select((eb) => [
        'quizAttempts.userId',
        'quizAttempts.quizId',
        eb.fn.countAll<string>().as('completed'),
      ])
      .where(
        'quizAttempts.id',
        'in',
        currentAttemptIds(
          db.selectFrom('quizAttempts').where('mapId', '=', mapId).where('userId', 'in', covered),
        ),
      )
      .where('quizAnswers.completed', '=', true)
      .groupBy(['quizAttempts.userId', 'quizAttempts.quizId'])
      .execute(),
  ]);
  const work = new Map<string, { watched: Map<string, number>; completedQuestions: Map<string, number> }>();
  const workOf = (userId: string) => {
    let entry = work.get(userId);
    if (!entry) {
      entry = { watched: new Map(), completedQuestions: new Map() };
      work.set(userId, entry);
    }
    return entry;
  };
  for (const row of watched) workOf(row.userId).watched.set(row.lessonId, row.longestWatchedTime);
  for (const row of completed) workOf(row.userId).completedQuestions.set(row.quizId, Number(row.completed));
  const rows = sortByUsernameDomain(users.map((row) => ({ user: userOf(row) }))).map(({ user }) => {
    const learnerWork: LearnerWork = {
      ...(work.get(user.id) ?? workOf(user.id)),
      durations: parts.presentations,
    };
    return { user, progress: items.map((item) => itemCompletion(item, learnerWork)) };
  });
  return { id: courseReportId(mapId, groupId), mapId, items, rows };
}

/** Everyone who has watched a lesson of the map or begun one of its quizzes. */
function workersOf(db: Db, mapId: string) {
  return db
    .selectFrom('lessonProgress')
    .select('userId')
    .where('mapId', '=', mapId)
    .union(db.selectFrom('quizAttempts').select('userId').where('mapId', '=', mapId));
}

function sharingStudentsOf(db: Db, groupId: string) {
  return reportedStudents(db, groupId).select('member.userId as userId');
}

/** The course home's completion of the item the column stands for (0 where it has none). */
function itemCompletion(item: CourseReportItem, work: LearnerWork): number {
  const outlineItem =
    item.type === COURSE_ITEM_TYPE.LESSON
      ? { id: item.id, type: item.type, name: item.name, presentationId: item.presentationId ?? '' }
      : {
          id: item.id,
          type: item.type,
          name: item.name,
          questions: item.questionIds,
          settings: { ...DEFAULT_QUIZ_SETTINGS },
        };
  return itemProgress(outlineItem, work).progress ?? 0;
}

function userOf(row: ProgressUser): ProgressUser {
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, username: row.username };
}
