import { pathToFileURL } from 'node:url';
import { print } from 'graphql';
import { openDatabase } from '../../server/db/database';
import { json } from '../../server/db/json';
import { stateColumns } from '../../server/flashcards/states';
import { FLASHCARD_SCHEDULE } from '../../src/api/graphql/flashcards';
import {
  type CardSchedule,
  type FlashcardRating,
  RATING,
  reviewCard,
} from '../../src/model/flashcards/schedule';
import { readScheduleTuples } from '../../src/model/flashcards/scheduleTuple';
import { newId } from '../../src/model/ids';
import { flashcardElement } from '../../src/model/richText/elements';
import type { TestDatabase } from '../../tests/support/testDatabase';
import type { Metric } from '../types';
import { insertBenchUser } from './benchUser';
import { benchSeededQuery } from './graphqlBench';

export const CARDS = 10_000;
const RUNS = 50;
const WARMUP = 5;
const USERNAME = 'bench.cards@example.org';
const PASSWORD = 'bench cards password';
const DAY_MS = 24 * 60 * 60 * 1000;
const { AGAIN, HARD, GOOD, EASY } = RATING;
/** The ratings each card was given, in turn. */
const REVIEWS: readonly (readonly FlashcardRating[])[] = [
  [GOOD, GOOD, GOOD],
  [GOOD, AGAIN, GOOD, HARD],
  [EASY, GOOD],
  [HARD, GOOD, GOOD, EASY, GOOD],
];

/** The flashcard screen's own query of the learner's schedule. */
const QUERY = print(FLASHCARD_SCHEDULE);

/**
 * A map of 10,000 nodes, each with one flashcard in its prose, owned by a learner who has reviewed every
 * card: due dates spread over the past and next 60 days, so some are due and most are not.
 */
async function seed(testDatabase: TestDatabase): Promise<string> {
  const database = await openDatabase({
    dataDir: testDatabase.dataDir,
    databaseUrl: testDatabase.databaseUrl,
  });
  const db = database.db;
  try {
    const userId = await insertBenchUser(db, { username: USERNAME, password: PASSWORD, lastName: 'Cards' });
    const nodeIds = Array.from({ length: CARDS }, () => newId());
    const nodes = nodeIds.map((id, index) => ({
      id,
      title: `Term ${index}`,
      levels: [{ levelId: 1, position: { x: (index % 100) * 200, y: Math.floor(index / 100) * 100 } }],
      prose: [flashcardElement(`What is term ${index}?`, `The meaning of term ${index}.`)],
    }));
    const mapId = newId();
    await db
      .insertInto('maps')
      .values({
        id: mapId,
        ownerId: userId,
        name: 'Flashcards bench',
        document: json({ name: 'Flashcards bench', nodes, connections: [] }),
        createdBy: userId,
        updatedBy: userId,
      })
      .execute();
    const now = Date.now();
    const states = nodeIds.map((nodeId, index) => {
      const cardId = `card:0:${nodeId}`;
      // Schedules as FSRS makes them: a few reviews each, the last some days ago.
      let schedule: CardSchedule | null = null;
      let at = now - (60 + (index % 60)) * DAY_MS;
      for (const rating of REVIEWS[index % REVIEWS.length] ?? []) {
        schedule = reviewCard(schedule, rating, new Date(at)).schedule;
        at = Math.max(at + 60_000, Date.parse(schedule.due));
      }
      if (!schedule) throw new Error('flashcards: no review');
      return { userId, mapId, cardId, ...stateColumns(cardId, schedule) };
    });
    for (let batch = 0; batch < CARDS; batch += 1_000) {
      await db
        .insertInto('flashcardStates')
        .values(states.slice(batch, batch + 1_000))
        .execute();
    }
    return mapId;
  } finally {
    await database.close();
  }
}

/** Every card's state, one per card. */
function check(body: { data?: unknown; errors?: unknown }): void {
  const data = body.data as { flashcardSchedule?: unknown } | undefined;
  const states = readScheduleTuples(data?.flashcardSchedule);
  if (body.errors || states.size !== CARDS) {
    throw new Error(`flashcards: unexpected answer ${JSON.stringify(body.errors ?? states.size)}`);
  }
}

/**
 * flashcardSchedule for a learner with 10,000 cards on one map (target: p95 under 50 ms; the client works
 * out which are due from it), through the real server (its own process) and HTTP. On PGlite, and again on
 * PostgreSQL when TEST_DATABASE_URL names a server (as the integration tests take it).
 */
export async function benchFlashcards(): Promise<Metric[]> {
  return benchSeededQuery({
    name: 'server.flashcardSchedule10k',
    seed: async (testDatabase) => ({ mapId: await seed(testDatabase) }),
    credentials: { username: USERNAME, password: PASSWORD },
    query: QUERY,
    runs: RUNS,
    warmup: WARMUP,
    check,
  });
}

// `npx tsx bench/server/flashcards.ts` runs this benchmark alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const metric of await benchFlashcards()) {
    console.log(`${metric.name} ${metric.value} ${metric.unit} (n=${metric.n})`);
  }
}
