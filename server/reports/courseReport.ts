/**
 * courseReport (issue 29; spec 3 sections 2.2 and 9): users against a course's lessons and quizzes, each
 * cell the fraction complete, computed here by the course home's own rule (src/model/courses/progress.ts)
 * so that a report of 1,000 learners and 100 items travels as 100,000 numbers, not as every lesson time
 * and answer behind them. Everyone's, for the map's readers of results; or a class's sharing students'.
 */
import type { Kysely } from 'kysely';
import { COURSE_ITEM_TYPE } from '../../src/model/courses/items.ts';
import type { OutlineEntryItem } from '../../src/model/courses/outline.ts';
import { itemProgress, type LearnerWork } from '../../src/model/courses/progress.ts';
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
import { reportedStudents, requireAllProgressReader, requireClassReportReader } from './access.ts';
import { type LearnerWorkRow, loadMapWork } from './courseWork.ts';

type Db = Kysely<Tables>;

export async function loadCourseReport(
  db: Db,
  viewerId: string,
  { mapId, groupId }: { mapId: string; groupId: string | null },
): Promise<CourseReport> {
  if (groupId === null) await requireAllProgressReader(db, viewerId, mapId);
  else await requireClassReportReader(db, viewerId, mapId, groupId);
  const map = await db.selectFrom('maps').select('version').where('id', '=', mapId).executeTakeFirst();
  if (!map) throw notFound(MAP_MESSAGES.notFound);
  const [parts, work] = await Promise.all([
    loadCourseMapParts(db, { mapId, mapVersion: map.version }),
    loadMapWork(db, mapId),
  ]);
  const items = reportItemsOf(parts.outline);
  // A class's report covers its sharing students, worked or not; everyone's, those who did some work.
  const learners = groupId === null ? work : await sharingStudentsWork(db, groupId, work);
  const columns = items.map(outlineItemOf);
  const rows = sortByUsernameDomain(learners).map(({ user, watched, completedQuestions }) => {
    const learnerWork: LearnerWork = { watched, completedQuestions, durations: parts.presentations };
    return { user, progress: columns.map((item) => itemProgress(item, learnerWork).progress ?? 0) };
  });
  return { id: courseReportId(mapId, groupId), mapId, items, rows };
}

/** The class's students who share their results, each with their work on the map (none for some). */
async function sharingStudentsWork(
  db: Db,
  groupId: string,
  work: readonly LearnerWorkRow[],
): Promise<LearnerWorkRow[]> {
  const students = await reportedStudents(db, groupId)
    .innerJoin('users', 'users.id', 'member.userId')
    .select(['users.id', 'users.firstName', 'users.lastName', 'users.username'])
    .execute();
  const byUser = new Map(work.map((row) => [row.user.id, row]));
  return students.map(
    (user) => byUser.get(user.id) ?? { user, watched: new Map(), completedQuestions: new Map() },
  );
}

/** The outline item a column stands for, as the course home's completion rule reads it. */
function outlineItemOf(item: CourseReportItem): OutlineEntryItem {
  return item.type === COURSE_ITEM_TYPE.LESSON
    ? { id: item.id, type: item.type, name: item.name, presentationId: item.presentationId ?? '' }
    : {
        id: item.id,
        type: item.type,
        name: item.name,
        questions: item.questionIds,
        settings: { ...DEFAULT_QUIZ_SETTINGS },
      };
}
