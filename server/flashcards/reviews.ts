/**
 * Reviews of a learner's cards (issue 27): each review's next state is computed by FSRS (the model's
 * ts-fsrs wrapper) from the stored state at the server's clock, stored, and logged; a reset forgets the
 * state and logs a row with rating 0. Also the learner's log of one card and reviews per day.
 */
import { type Kysely, sql } from 'kysely';
import { type FlashcardRating, reviewCard } from '../../src/model/flashcards/schedule.ts';
import type { Tables } from '../db/tables.ts';
import { requireViewRights } from '../maps/rights.ts';
import { requireMapCard } from './cards.ts';
import { type CardKey, type FlashcardState, stateColumns, storedSchedule } from './states.ts';

type Db = Kysely<Tables>;

/** A reset in the log (ts-fsrs's Rating.Manual). */
const RESET_RATING = 0;
/** How many days of reviews the chart reads. */
const REVIEW_DAYS = 90;
/**
 * How often a first review is tried again after a concurrent first review of the same card stored its
 * state first (the retry then reads and locks that state).
 */
const FIRST_REVIEW_TRIES = 3;

export interface FlashcardReview {
  rating: number;
  state: number;
  /** ISO dates. */
  nextDue: string;
  review: string;
}

export interface FlashcardReviewDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  reviews: number;
  again: number;
}

const ofKey = (key: CardKey) => ({ userId: key.userId, mapId: key.mapId, cardId: key.cardId }) as const;

/**
 * Reviews a card the map has (refusals as `requireMapCard`'s, storing nothing). The stored state is read
 * with its row locked, so two reviews of one card at once are applied one after the other, each to the
 * state the other left.
 */
export async function reviewFlashcard(
  db: Db,
  key: CardKey,
  rating: FlashcardRating,
): Promise<FlashcardState> {
  await requireMapCard(db, key.userId, key.mapId, key.cardId);
  for (let tries = 0; tries < FIRST_REVIEW_TRIES; tries += 1) {
    const reviewed = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('flashcardStates')
        .select('schedule')
        .where('userId', '=', key.userId)
        .where('mapId', '=', key.mapId)
        .where('cardId', '=', key.cardId)
        .forUpdate()
        .executeTakeFirst();
      // Read after the lock: reviews of one card are stored in the order of their times.
      const { schedule, log } = reviewCard(row ? storedSchedule(row.schedule) : null, rating, new Date());
      if (row) {
        await trx
          .updateTable('flashcardStates')
          .set(stateColumns(key.cardId, schedule))
          .where('userId', '=', key.userId)
          .where('mapId', '=', key.mapId)
          .where('cardId', '=', key.cardId)
          .execute();
      } else {
        const inserted = await trx
          .insertInto('flashcardStates')
          .values({ ...ofKey(key), ...stateColumns(key.cardId, schedule) })
          .onConflict((onConflict) => onConflict.doNothing())
          .returning('cardId')
          .executeTakeFirst();
        // Another first review of the card stored its state meanwhile: try again on that state.
        if (!inserted) return null;
      }
      await trx
        .insertInto('flashcardReviews')
        .values({
          ...ofKey(key),
          rating: log.rating,
          state: log.state,
          due: log.due,
          stability: log.stability,
          difficulty: log.difficulty,
          elapsedDays: log.elapsedDays,
          lastElapsedDays: log.lastElapsedDays,
          scheduledDays: log.scheduledDays,
          learningSteps: log.learningSteps,
          review: log.review,
          nextDue: log.nextDue,
        })
        .execute();
      return { cardId: key.cardId, ...schedule };
    });
    if (reviewed) return reviewed;
  }
  // Only a reset and a first review racing each try could get here.
  throw new Error(`Card ${key.cardId} was stored by other requests on every try.`);
}

/**
 * Forgets the learner's state of a card the map has (refusals as for a review): it is new again. The log
 * keeps the reset, with the state the card had; resetting a new card changes nothing.
 */
export async function resetFlashcard(db: Db, key: CardKey): Promise<boolean> {
  await requireMapCard(db, key.userId, key.mapId, key.cardId);
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('flashcardStates')
      .where('userId', '=', key.userId)
      .where('mapId', '=', key.mapId)
      .where('cardId', '=', key.cardId)
      .returning('schedule')
      .executeTakeFirst();
    const state = removed && storedSchedule(removed.schedule);
    if (!state) return;
    // Logged as ts-fsrs logs a forgotten card (rating Manual): the card as it was, due again at once.
    const now = new Date();
    await trx
      .insertInto('flashcardReviews')
      .values({
        ...ofKey(key),
        rating: RESET_RATING,
        state: state.state,
        due: state.lastReview ?? state.due,
        stability: state.stability,
        difficulty: state.difficulty,
        elapsedDays: 0,
        lastElapsedDays: state.elapsedDays,
        scheduledDays: 0,
        learningSteps: 0,
        review: now,
        nextDue: now,
      })
      .execute();
  });
  return true;
}

/** The learner's reviews and resets of one card of a map they may see (NOT_FOUND otherwise), oldest first. */
export async function flashcardReviewLog(db: Db, key: CardKey): Promise<FlashcardReview[]> {
  await requireViewRights(db, key.userId, key.mapId);
  const rows = await db
    .selectFrom('flashcardReviews')
    .select(['rating', 'state', 'nextDue', 'review'])
    .where('userId', '=', key.userId)
    .where('mapId', '=', key.mapId)
    .where('cardId', '=', key.cardId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    rating: row.rating,
    state: row.state,
    nextDue: new Date(row.nextDue).toISOString(),
    review: new Date(row.review).toISOString(),
  }));
}

/** The learner's reviews of a map's cards per UTC day over the last 90 days, oldest first; resets are not reviews. */
export async function flashcardReviewDays(
  db: Db,
  userId: string,
  mapId: string,
): Promise<FlashcardReviewDay[]> {
  await requireViewRights(db, userId, mapId);
  const day = sql<string>`to_char(review at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .selectFrom('flashcardReviews')
    .select([
      day.as('day'),
      sql<string>`count(*)`.as('reviews'),
      sql<string>`count(*) filter (where rating = 1)`.as('again'),
    ])
    .where('userId', '=', userId)
    .where('mapId', '=', mapId)
    .where('rating', '>', RESET_RATING)
    .where(
      'review',
      '>=',
      sql<Date>`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
      - make_interval(days => ${REVIEW_DAYS - 1})`,
    )
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((row) => ({ day: row.day, reviews: Number(row.reviews), again: Number(row.again) }));
}
