import { pathToFileURL } from 'node:url';
import { print } from 'graphql';
import { openDatabase } from '../../server/db/database';
import { json } from '../../server/db/json';
import { COURSE_REPORT } from '../../src/api/graphql/reports';
import { newId } from '../../src/model/ids';
import { ANSWER_TYPE, DEFAULT_QUIZ_SETTINGS, MARK, MARKS } from '../../src/model/quiz/constants';
import type { TestDatabase } from '../../tests/support/testDatabase';
import type { Metric } from '../types';
import { insertBenchUser } from './benchUser';
import { benchSeededQuery } from './graphqlBench';

export const LEARNERS = 1_000;
export const MODULES = 10;
/** Each module holds this many lessons, then as many quizzes. */
const LESSONS_PER_MODULE = 5;
const QUIZZES_PER_MODULE = 5;
const QUESTIONS_PER_QUIZ = 4;
export const ITEMS = MODULES * (LESSONS_PER_MODULE + QUIZZES_PER_MODULE);
/** Every lesson's media length, in seconds. */
const LESSON_SECONDS = 300;
/** Learners inserted together (their lesson rows, attempts and answers in a few statements). */
const BATCH = 100;
/** Rows of one insert: PostgreSQL takes at most 65,535 parameters a statement. */
const CHUNK = 5_000;
const RUNS = 30;
const WARMUP = 3;
/** The map's owner, who may read its report: the server bench and the browser bench sign in as them. */
export const REPORT_OWNER = { username: 'bench.reports@example.org', password: 'bench reports password' };

/** The client's COURSE_REPORT (src/api/graphql/reports.ts), everyone's report (no class). */
const QUERY = print(COURSE_REPORT);

interface Course {
  /** Presentation ids of the lessons, in the course's order. */
  lessons: string[];
  /** Quiz items, in the course's order, each with its question ids. */
  quizzes: { id: string; questionIds: string[] }[];
  document: Record<string, unknown>;
}

/**
 * The map document of a course of 10 modules, each of 5 lessons (presentations of type lesson with a
 * 5-minute video) and 5 quizzes of 4 questions: 100 items, 200 questions.
 */
function courseDocument(): Course {
  const presentations: unknown[] = [];
  const questions: unknown[] = [];
  const lessons: string[] = [];
  const quizzes: Course['quizzes'] = [];
  const courseItems = Array.from({ length: MODULES }, (_, module) => {
    const lessonItems = Array.from({ length: LESSONS_PER_MODULE }, (_, lesson) => {
      const presentationId = newId();
      const name = `Lesson ${module + 1}.${lesson + 1}`;
      presentations.push({
        id: presentationId,
        name,
        type: 'lesson',
        videos: [],
        media: { type: 'video', url: `/a/media/${presentationId}`, duration: LESSON_SECONDS },
        sequence: [],
      });
      lessons.push(presentationId);
      return { id: newId(), type: 'lesson', name, presentationId };
    });
    const quizItems = Array.from({ length: QUIZZES_PER_MODULE }, (_, quiz) => {
      const questionIds = Array.from({ length: QUESTIONS_PER_QUIZ }, () => newId());
      for (const id of questionIds)
        questions.push({
          id,
          answerType: ANSWER_TYPE.SHORT_TEXT,
          validAnswers: [{ text: 'Answer 1', format: 'text' }],
        });
      const id = newId();
      quizzes.push({ id, questionIds });
      return {
        id,
        type: 'quiz',
        name: `Quiz ${module + 1}.${quiz + 1}`,
        questions: questionIds,
        settings: { ...DEFAULT_QUIZ_SETTINGS },
      };
    });
    return {
      id: newId(),
      type: 'module',
      name: `Module ${module + 1}`,
      items: [...lessonItems, ...quizItems],
    };
  });
  return {
    lessons,
    quizzes,
    document: {
      name: 'Course report bench',
      nodes: [],
      connections: [],
      presentations,
      questions,
      courseItems,
    },
  };
}

/** Inserts rows a chunk at a time. */
async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * A course map owned by the bench user (`courseDocument`, REPORT_OWNER), worked on by 1,000 learners (usernames across
 * 20 domains): each has watched every lesson some way (50,000 lesson progress rows) and has a current
 * attempt at every quiz (50,000 attempts) with its 4 answers, some completed (200,000 answers).
 */
export async function seedCourseReport(
  testDatabase: Pick<TestDatabase, 'dataDir' | 'databaseUrl'>,
): Promise<string> {
  const database = await openDatabase({
    dataDir: testDatabase.dataDir,
    databaseUrl: testDatabase.databaseUrl,
  });
  const db = database.db;
  try {
    const ownerId = await insertBenchUser(db, { ...REPORT_OWNER, lastName: 'Reports' });
    const course = courseDocument();
    const mapId = newId();
    await db
      .insertInto('maps')
      .values({
        id: mapId,
        ownerId,
        name: 'Course report bench',
        document: json(course.document),
        createdBy: ownerId,
        updatedBy: ownerId,
      })
      .execute();
    const learners = Array.from({ length: LEARNERS }, (_, index) => ({
      id: newId(),
      username: `learner${index}@school${index % 20}.example.org`,
      firstName: 'Learner',
      lastName: String(index),
      roles: json([]),
    }));
    for (let batch = 0; batch < LEARNERS; batch += BATCH) {
      const group = learners.slice(batch, batch + BATCH);
      await db.insertInto('users').values(group).execute();
      // From not started to past the end, a different point for each learner and lesson.
      const watched = group.flatMap((learner, offset) =>
        course.lessons.map((lessonId, index) => {
          const seconds = ((batch + offset) * 37 + index * 53) % (LESSON_SECONDS + 20);
          return {
            id: newId(),
            userId: learner.id,
            mapId,
            lessonId,
            longestWatchedTime: seconds,
            previousWatchedTime: seconds / 2,
          };
        }),
      );
      await inChunks(watched, (chunk) => db.insertInto('lessonProgress').values(chunk).execute());
      const attempts = group.flatMap((learner, offset) =>
        course.quizzes.map((quiz, index) => ({
          id: newId(),
          userId: learner.id,
          mapId,
          quizId: quiz.id,
          number: 1,
          learner: batch + offset,
          quizIndex: index,
          questionIds: quiz.questionIds,
        })),
      );
      await inChunks(attempts, (chunk) =>
        db
          .insertInto('quizAttempts')
          .values(chunk.map(({ id, userId, quizId, number }) => ({ id, userId, mapId, quizId, number })))
          .execute(),
      );
      // Between none and all four of each attempt's answers completed.
      const answers = attempts.flatMap((attempt) =>
        attempt.questionIds.map((questionId, index) => {
          const completed = (attempt.learner + attempt.quizIndex * 3 + index) % 5 < 3;
          return {
            attemptId: attempt.id,
            questionId,
            content: completed ? json(`Answer ${attempt.learner % 13}`) : null,
            mark: completed ? MARKS[(attempt.learner + index) % MARKS.length] : MARK.UNMARKED,
            attempts: completed ? 1 : 0,
            completed,
          };
        }),
      );
      await inChunks(answers, (chunk) => db.insertInto('quizAnswers').values(chunk).execute());
    }
    return mapId;
  } finally {
    await database.close();
  }
}

/**
 * courseReport for a course of 100 items (50 lessons, 50 quizzes) worked on by 1,000 learners (target:
 * p95 under 300 ms), through the real server (its own process) and HTTP, as the client's report asks for
 * it: time from sending the request to having the whole answer, and the server's CPU time per request. On
 * PGlite, and again on PostgreSQL when TEST_DATABASE_URL names a server (as the integration tests take it).
 */
export async function benchCourseReport(): Promise<Metric[]> {
  return benchSeededQuery({
    name: 'server.courseReport1k',
    seed: async (testDatabase) => ({ mapId: await seedCourseReport(testDatabase) }),
    credentials: REPORT_OWNER,
    query: QUERY,
    runs: RUNS,
    warmup: WARMUP,
    check,
  });
}

/** The whole grid: every learner, each with a fraction for every item, and some work counted. */
function check(body: { data?: unknown; errors?: unknown }): void {
  const report = (
    body.data as { courseReport?: { items: unknown[]; rows: { progress: number[] }[] } } | undefined
  )?.courseReport;
  const rows = report?.rows;
  const complete =
    report?.items.length === ITEMS &&
    rows?.length === LEARNERS &&
    rows.every(
      (row) => row.progress.length === ITEMS && row.progress.every((value) => value >= 0 && value <= 1),
    ) &&
    rows.some((row) => row.progress.some((value) => value > 0));
  if (body.errors || !complete) {
    throw new Error(
      `courseReport: unexpected answer ${JSON.stringify(body.errors ?? [report?.items.length, rows?.length])}`,
    );
  }
}

// `npx tsx bench/server/courseReport.ts` runs this benchmark alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const metric of await benchCourseReport()) {
    console.log(`${metric.name} ${metric.value} ${metric.unit} (n=${metric.n})`);
  }
}
