/**
 * A learner's flashcard schedule over GraphQL (./flashcards.ts): the server side of FlashcardStore
 * (src/stores/flashcards/FlashcardStore.ts). The server's answers are read into the model's types here, so
 * the store never sees an unchecked state.
 */
import type { ApolloClient } from '@apollo/client';
import { type CardSchedule, cardStateOf, type FlashcardRating } from '../../model/flashcards/schedule';
import { readScheduleTuples } from '../../model/flashcards/scheduleTuple';
import { callForData } from './errors';
import {
  FLASHCARD_REVIEW_DAYS,
  FLASHCARD_SCHEDULE,
  type FlashcardStateResult,
  RESET_FLASHCARD,
  REVIEW_FLASHCARD,
} from './flashcards';

/** The learner's reviews on one day (UTC). */
export interface ReviewDay {
  /** YYYY-MM-DD. */
  day: string;
  reviews: number;
  /** Reviews rated Again. */
  again: number;
}

/** The calls FlashcardStore makes, bound to one map. */
export interface FlashcardsApi {
  /** The schedule of each card the learner has reviewed, by card id; a card without one is new. */
  loadStates(): Promise<Map<string, CardSchedule>>;
  /** The card's next state, computed and stored by the server. */
  review(cardId: string, rating: FlashcardRating): Promise<CardSchedule>;
  /** The card is new again. */
  reset(cardId: string): Promise<void>;
  /** Reviews per day, oldest first (the last 90 days). */
  reviewDays(): Promise<ReviewDay[]>;
}

export const FLASHCARD_CALL_MESSAGES = {
  loadFailed: 'Your flashcard schedule could not be loaded.',
  reviewFailed: 'Your review could not be saved.',
  resetFailed: 'The card could not be reset.',
  daysFailed: 'Your reviews could not be loaded.',
} as const;

export function readSchedule(state: FlashcardStateResult): CardSchedule {
  return {
    due: state.due,
    stability: state.stability,
    difficulty: state.difficulty,
    elapsedDays: state.elapsedDays,
    scheduledDays: state.scheduledDays,
    learningSteps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: cardStateOf(state.state),
    lastReview: state.lastReview,
  };
}

/** The schedule changes with every review, here or on another device: nothing is read from the cache. */
const FRESH = { fetchPolicy: 'no-cache' } as const;

export function apolloFlashcards(client: ApolloClient, mapId: string): FlashcardsApi {
  return {
    loadStates: async () => {
      const data = await callForData(
        async () => (await client.query({ query: FLASHCARD_SCHEDULE, variables: { mapId }, ...FRESH })).data,
        FLASHCARD_CALL_MESSAGES.loadFailed,
      );
      return readScheduleTuples(data.flashcardSchedule);
    },
    review: async (cardId, rating) =>
      readSchedule(
        await callForData(
          async () =>
            (
              await client.mutate({
                mutation: REVIEW_FLASHCARD,
                variables: { mapId, cardId, rating },
                ...FRESH,
              })
            ).data?.reviewFlashcard,
          FLASHCARD_CALL_MESSAGES.reviewFailed,
        ),
      ),
    reset: async (cardId) => {
      await callForData(
        async () =>
          (await client.mutate({ mutation: RESET_FLASHCARD, variables: { mapId, cardId }, ...FRESH })).data
            ?.resetFlashcard,
        FLASHCARD_CALL_MESSAGES.resetFailed,
      );
    },
    reviewDays: async () => {
      const data = await callForData(
        async () =>
          (await client.query({ query: FLASHCARD_REVIEW_DAYS, variables: { mapId }, ...FRESH })).data,
        FLASHCARD_CALL_MESSAGES.daysFailed,
      );
      return data.flashcardReviewDays.map(({ day, reviews, again }) => ({ day, reviews, again }));
    },
  };
}
