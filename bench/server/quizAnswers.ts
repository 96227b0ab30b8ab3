import { pathToFileURL } from 'node:url';
import { print } from 'graphql';
import { openDatabase } from '../../server/db/database';
import { json } from '../../server/db/json';
import { GET_ALL_ANSWERS } from '../../src/api/graphql/quiz';
import { newId } from '../../src/model/ids';
import { ANSWER_TYPE, MARKS } from '../../src/model/quiz/constants';
import type { TestDatabase } from '../../tests/support/testDatabase';
import type { Metric } from '../types';
import { insertBenchUser } from './benchUser';
import { benchSeededQuery } from './graphqlBench';

export const LEARNERS = 1_000;
export const QUESTIONS = 50;
const RUNS = 30;
const WARMUP = 3;
const USERNAME = 'bench.quiz@example.org';
const PASSWORD = 'bench quiz password';

/** The client's GET_ALL_ANSWERS (src/api/graphql/quiz.ts). */
const QUERY = print(GET_ALL_ANSWERS);

/** The six answer types in turn, each with content of its shape. */
const TYPES = [
  ANSWER_TYPE.SHORT_TEXT,
  ANSWER_TYPE.MULTIPLE_CHOICE,
  ANSWER_TYPE.LONG_TEXT,
  ANSWER_TYPE.RECALL,
  ANSWER_TYPE.NUMBER,
  ANSWER_TYPE.MULTIPLE_FIELDS,
] as const;

function contentOf(type: (typeof TYPES)[number], learner: number): unknown {
  switch (type) {
    case ANSWER_TYPE.RECALL:
      return ['Sunlight', 'Water', `Carbon dioxide ${learner % 7}`];
    case ANSWER_TYPE.NUMBER:
      return String(learner % 100);
    case ANSWER_TYPE.MULTIPLE_FIELDS:
      return { fldA1: 'glucose', fldB2: String(learner % 10) };
    case ANSWER_TYPE.LONG_TEXT:
      return 'Plants turn light into chemical energy, stored as sugar, and give off oxygen they do not need; the energy drives the rest of the plant. '.repeat(
        2,
      );
    default:
      return `Answer ${learner % 13}`;
  }
}

/**
 * A map owned by the bench user with 50 questions of every type, each answered (and submitted once) by
 * 1,000 learners in their current attempt: 1,000 attempts and 50,000 answers.
 */
async function seed(testDatabase: TestDatabase): Promise<string> {
  const database = await openDatabase({
    dataDir: testDatabase.dataDir,
    databaseUrl: testDatabase.databaseUrl,
  });
  const db = database.db;
  try {
    const ownerId = await insertBenchUser(db, { username: USERNAME, password: PASSWORD, lastName: 'Quiz' });
    const questionIds = Array.from({ length: QUESTIONS }, () => newId());
    const questions = questionIds.map((id, index) => ({
      id,
      answerType: TYPES[index % TYPES.length] ?? ANSWER_TYPE.SHORT_TEXT,
      validAnswers: [{ text: 'Answer 1', format: 'text' }],
    }));
    const mapId = newId();
    await db
      .insertInto('maps')
      .values({
        id: mapId,
        ownerId,
        name: 'Quiz bench',
        document: json({ name: 'Quiz bench', nodes: [], connections: [], questions }),
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
    for (let batch = 0; batch < LEARNERS; batch += 100) {
      const group = learners.slice(batch, batch + 100);
      await db.insertInto('users').values(group).execute();
      const attempts = group.map((learner) => ({
        id: newId(),
        userId: learner.id,
        mapId,
        quizId: mapId,
        number: 1,
      }));
      await db.insertInto('quizAttempts').values(attempts).execute();
      const answers = attempts.flatMap((attempt, offset) =>
        questions.map((question, index) => ({
          attemptId: attempt.id,
          questionId: question.id,
          content: json(contentOf(question.answerType, batch + offset)),
          mark: MARKS[(batch + offset + index) % MARKS.length],
          attempts: 1,
          completed: true,
          details:
            question.answerType === ANSWER_TYPE.RECALL
              ? json({ missedNodes: [{ id: 'nodeAir001', title: 'Air' }] })
              : null,
        })),
      );
      await db.insertInto('quizAnswers').values(answers).execute();
    }
    return mapId;
  } finally {
    await database.close();
  }
}

/**
 * getAllAnswers for a map with 50 questions answered by 1,000 learners (target: p95 under 200 ms), through
 * the real server (its own process) and HTTP, as the client's report asks for it: time from sending the
 * request to having the whole answer, and the server's CPU time per request. On PGlite, and again on
 * PostgreSQL when TEST_DATABASE_URL names a server (as the integration tests take it).
 */
export async function benchQuizAnswers(): Promise<Metric[]> {
  return benchSeededQuery({
    name: 'server.getAllAnswers1k',
    seed: async (testDatabase) => ({ mapId: await seed(testDatabase) }),
    credentials: { username: USERNAME, password: PASSWORD },
    query: QUERY,
    runs: RUNS,
    warmup: WARMUP,
    check,
  });
}

/** The whole report: every learner, each with every answer. */
function check(body: { data?: unknown; errors?: unknown }): void {
  const rows = (body.data as { getAllAnswers?: { answers: unknown[] }[] } | undefined)?.getAllAnswers;
  if (body.errors || rows?.length !== LEARNERS || rows[0]?.answers.length !== QUESTIONS) {
    throw new Error(`quizAnswers: unexpected answer ${JSON.stringify(body.errors ?? rows?.length)}`);
  }
}

// `npx tsx bench/server/quizAnswers.ts` runs this benchmark alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const metric of await benchQuizAnswers()) {
    console.log(`${metric.name} ${metric.value} ${metric.unit} (n=${metric.n})`);
  }
}
