/**
 * Flashcard schedules against the real server (issue 27): a learner reviews the cards of a map they may
 * see; the server computes each next state by FSRS (ts-fsrs, default parameters) at its own clock, stores
 * it per learner, logs every review, and forgets a card on reset. Cards the map does not have and
 * ratings out of range are refused, storing nothing; nobody reads another learner's schedule.
 */
import { type Card, createEmptyCard, fsrs, type Grade } from 'ts-fsrs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_MESSAGES } from '../../server/maps/messages';
import { FLASHCARD_MESSAGES } from '../../src/model/flashcards/messages';
import { readScheduleTuples } from '../../src/model/flashcards/scheduleTuple';
import { anonymousGql, type SignedInUser } from '../support/accounts';
import { PRACTICE_CARDS, PRACTICE_NODES, rowCount, startPracticeServer } from '../support/practiceMap';
import type { TestServer } from '../support/testServer';

const STATE =
  'cardId due stability difficulty elapsedDays scheduledDays learningSteps reps lapses state lastReview';
const SCHEDULE = 'query($m: ID!) { flashcardSchedule(mapId: $m) }';
const LOG = `query($m: ID!, $c: ID!) { flashcardReviewLog(mapId: $m, cardId: $c) { rating state nextDue review } }`;
const DAYS = `query($m: ID!) { flashcardReviewDays(mapId: $m) { day reviews again } }`;
const REVIEW = `mutation($m: ID!, $c: ID!, $r: Int!) { reviewFlashcard(mapId: $m, cardId: $c, rating: $r) { ${STATE} } }`;
const RESET = 'mutation($m: ID!, $c: ID!) { resetFlashcard(mapId: $m, cardId: $c) }';

type State = {
  cardId: string;
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: string | null;
};
type Review = { rating: number; state: number; nextDue: string; review: string };
type Refused = { errors?: { message: string; extensions?: { code?: string } }[] };

let t: TestServer;
let owner: SignedInUser;
let learner: SignedInUser;
let other: SignedInUser;
let stranger: SignedInUser;
let mapId: string;

/** The learner's schedule, its tuples read as the client reads them, as states with their card ids. */
const states = async (user: SignedInUser, id = mapId) => {
  const result = await user.gql<{ flashcardSchedule: unknown }>(SCHEDULE, { m: id });
  const read = result.data && readScheduleTuples(result.data.flashcardSchedule);
  return {
    ...result,
    data: read && { flashcardStates: [...read].map(([cardId, schedule]) => ({ cardId, ...schedule })) },
  };
};
const log = async (user: SignedInUser, cardId: string) =>
  (await user.gql<{ flashcardReviewLog: Review[] }>(LOG, { m: mapId, c: cardId })).data?.flashcardReviewLog ??
  [];
const review = (user: SignedInUser, cardId: string, rating: number, id = mapId) =>
  user.gql<{ reviewFlashcard: State }>(REVIEW, { m: id, c: cardId, r: rating });
const reset = (user: SignedInUser, cardId: string, id = mapId) =>
  user.gql<{ resetFlashcard: boolean }>(RESET, { m: id, c: cardId });
const refusal = (result: Refused) => ({
  code: result.errors?.[0]?.extensions?.code,
  message: result.errors?.[0]?.message,
});
const stateOf = async (user: SignedInUser, cardId: string) =>
  (await states(user)).data?.flashcardStates.find((state) => state.cardId === cardId);

/** ts-fsrs's own card after the logged reviews (resets start it again), in the answer's shape. */
function expectedState(cardId: string, reviews: readonly Review[]): State {
  const scheduler = fsrs();
  let card: Card | null = null;
  for (const { rating, review } of reviews) {
    if (rating === 0) card = null;
    else card = scheduler.next(card ?? createEmptyCard(review), review, rating as Grade).card;
  }
  if (!card) throw new Error('No review since the last reset.');
  return {
    cardId,
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review?.toISOString() ?? null,
  };
}

beforeAll(async () => {
  ({ t, owner, learner, other, stranger, mapId } = await startPracticeServer());
});
afterAll(() => t?.stop());

describe('reviewFlashcard', () => {
  it('stores the state FSRS gives for the logged reviews, and logs each one', async () => {
    const card = PRACTICE_CARDS.lightFirst;
    expect((await states(learner)).data?.flashcardStates).toEqual([]);
    const answered: State[] = [];
    for (const rating of [3, 3, 1, 2, 4]) {
      const { data, errors } = await review(learner, card, rating);
      expect(errors).toBeUndefined();
      if (data) answered.push(data.reviewFlashcard);
    }
    const reviews = await log(learner, card);
    expect(reviews.map((entry) => entry.rating)).toEqual([3, 3, 1, 2, 4]);
    // Each entry holds the state before its review: a new card first.
    expect(reviews[0]?.state).toBe(0);
    const stored = await stateOf(learner, card);
    expect(stored).toEqual(expectedState(card, reviews));
    expect(answered.at(-1)).toEqual(stored);
    expect(reviews.map((entry) => entry.nextDue)).toEqual(answered.map((state) => state.due));
    expect(stored?.reps).toBe(5);
    expect(stored?.lapses).toBeGreaterThanOrEqual(0);
  });

  it('schedules a flashcard item’s node card and the learner’s other cards apart', async () => {
    expect((await review(learner, PRACTICE_CARDS.glucose, 4)).errors).toBeUndefined();
    expect((await review(learner, PRACTICE_CARDS.lightSecond, 1)).errors).toBeUndefined();
    const cards = (await states(learner)).data?.flashcardStates ?? [];
    expect(cards.map((state) => state.cardId).sort()).toEqual(Object.values(PRACTICE_CARDS).sort());
    expect(cards.find((state) => state.cardId === PRACTICE_CARDS.glucose)).toEqual(
      expectedState(PRACTICE_CARDS.glucose, await log(learner, PRACTICE_CARDS.glucose)),
    );
  });

  it('applies reviews of one card sent at once one after the other', async () => {
    const card = PRACTICE_CARDS.lightSecond;
    const results = await Promise.all([3, 3, 3, 3].map((rating) => review(other, card, rating)));
    expect(results.flatMap((result) => result.errors ?? [])).toEqual([]);
    const reviews = await log(other, card);
    expect(reviews).toHaveLength(4);
    const stored = await stateOf(other, card);
    expect(stored?.reps).toBe(4);
    expect(stored).toEqual(expectedState(card, reviews));
  });

  it('refuses, storing nothing, a card the map does not have and a rating out of range', async () => {
    const before = [await rowCount(t, 'flashcardStates'), await rowCount(t, 'flashcardReviews')];
    const missing = [
      `card:2:${PRACTICE_NODES.light.id}`,
      `node:${PRACTICE_NODES.light.id}`,
      `card:0:${PRACTICE_NODES.water.id}`,
      'card:0:nodeNowher',
      'node:nodeNowher',
      'nonsense',
    ];
    for (const cardId of missing) {
      const refused = { code: 'BAD_USER_INPUT', message: FLASHCARD_MESSAGES.cardNotFound };
      expect(refusal(await review(learner, cardId, 3)), cardId).toEqual(refused);
      expect(refusal(await reset(learner, cardId)), cardId).toEqual(refused);
    }
    for (const rating of [0, 5, -1]) {
      expect(refusal(await review(learner, PRACTICE_CARDS.lightFirst, rating)).code, `${rating}`).toBe(
        'BAD_USER_INPUT',
      );
    }
    expect([await rowCount(t, 'flashcardStates'), await rowCount(t, 'flashcardReviews')]).toEqual(before);
  });
});

describe('learners’ schedules', () => {
  it('are each learner’s own', async () => {
    const theirs = (await states(other)).data?.flashcardStates ?? [];
    expect(theirs.map((state) => state.cardId)).toEqual([PRACTICE_CARDS.lightSecond]);
    expect(await log(other, PRACTICE_CARDS.lightFirst)).toEqual([]);
    expect((await states(owner)).data?.flashcardStates).toEqual([]);
    expect((await owner.gql<{ flashcardReviewDays: unknown[] }>(DAYS, { m: mapId })).data).toEqual({
      flashcardReviewDays: [],
    });
  });

  it('answer a map the user may not see as a missing one, and ask for a sign-in', async () => {
    const before = [await rowCount(t, 'flashcardStates'), await rowCount(t, 'flashcardReviews')];
    const notFound = { code: 'NOT_FOUND', message: MAP_MESSAGES.notFound };
    expect(refusal(await states(stranger))).toEqual(notFound);
    expect(refusal(await stranger.gql(LOG, { m: mapId, c: PRACTICE_CARDS.lightFirst }))).toEqual(notFound);
    expect(refusal(await stranger.gql(DAYS, { m: mapId }))).toEqual(notFound);
    expect(refusal(await review(stranger, PRACTICE_CARDS.lightFirst, 3))).toEqual(notFound);
    expect(refusal(await reset(stranger, PRACTICE_CARDS.lightFirst))).toEqual(notFound);
    expect(refusal(await review(learner, PRACTICE_CARDS.lightFirst, 3, 'nosuchmap1'))).toEqual(notFound);
    const anonymous = await anonymousGql(t, SCHEDULE, { m: mapId });
    expect(refusal(anonymous as Refused).code).toBe('UNAUTHENTICATED');
    expect([await rowCount(t, 'flashcardStates'), await rowCount(t, 'flashcardReviews')]).toEqual(before);
  });
});

describe('flashcardReviewDays', () => {
  it('counts today’s reviews and those rated Again, leaving resets out', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { data, errors } = await learner.gql<{ flashcardReviewDays: unknown[] }>(DAYS, { m: mapId });
    expect(errors).toBeUndefined();
    // Five of the first card, one of Glucose, one (Again) of the second card.
    expect(data?.flashcardReviewDays).toEqual([{ day: today, reviews: 7, again: 2 }]);
  });
});

describe('resetFlashcard', () => {
  it('makes the card new again, logging the reset, and its next review starts afresh', async () => {
    const card = PRACTICE_CARDS.lightFirst;
    const { data, errors } = await reset(learner, card);
    expect(errors).toBeUndefined();
    expect(data?.resetFlashcard).toBe(true);
    expect(await stateOf(learner, card)).toBeUndefined();
    const afterReset = await log(learner, card);
    expect(afterReset.at(-1)).toMatchObject({ rating: 0 });
    expect(afterReset).toHaveLength(6);

    expect((await review(learner, card, 3)).errors).toBeUndefined();
    const reviews = await log(learner, card);
    expect(reviews.at(-1)).toMatchObject({ rating: 3, state: 0 });
    const stored = await stateOf(learner, card);
    expect(stored?.reps).toBe(1);
    expect(stored).toEqual(expectedState(card, reviews));
    // Another learner's schedule of the card is theirs alone: resetting it here left it alone.
    expect(await stateOf(other, PRACTICE_CARDS.lightSecond)).toMatchObject({ reps: 4 });
  });
});
