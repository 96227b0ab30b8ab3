/**
 * Flashcards (issue 27; server/graphql/typeDefs/flashcards.ts): the signed-in learner's schedule of a
 * map's cards, their reviews of one card and per day, reviewing (the server computes the next state with
 * FSRS at its own clock) and resetting a card. `./flashcardsApi.ts` reads the answers into the model's types.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  FlashcardReviewDaysQuery,
  FlashcardReviewDaysQueryVariables,
  FlashcardReviewLogQuery,
  FlashcardReviewLogQueryVariables,
  FlashcardScheduleQuery,
  FlashcardScheduleQueryVariables,
  FlashcardStateFieldsFragment,
  ResetFlashcardMutation,
  ResetFlashcardMutationVariables,
  ReviewFlashcardMutation,
  ReviewFlashcardMutationVariables,
} from './generated';

/** One card's FSRS state as the server stored it. */
export type FlashcardStateResult = FlashcardStateFieldsFragment;

const FLASHCARD_STATE_FIELDS = gql`
  fragment FlashcardStateFields on FlashcardState {
    cardId
    due
    stability
    difficulty
    elapsedDays
    scheduledDays
    learningSteps
    reps
    lapses
    state
    lastReview
  }
`;

export const FLASHCARD_SCHEDULE: TypedDocumentNode<FlashcardScheduleQuery, FlashcardScheduleQueryVariables> =
  gql`
    query FlashcardSchedule($mapId: ID!) {
      flashcardSchedule(mapId: $mapId)
    }
  `;

export const FLASHCARD_REVIEW_LOG: TypedDocumentNode<
  FlashcardReviewLogQuery,
  FlashcardReviewLogQueryVariables
> = gql`
  query FlashcardReviewLog($mapId: ID!, $cardId: ID!) {
    flashcardReviewLog(mapId: $mapId, cardId: $cardId) {
      rating
      state
      nextDue
      review
    }
  }
`;

export const FLASHCARD_REVIEW_DAYS: TypedDocumentNode<
  FlashcardReviewDaysQuery,
  FlashcardReviewDaysQueryVariables
> = gql`
  query FlashcardReviewDays($mapId: ID!) {
    flashcardReviewDays(mapId: $mapId) {
      day
      reviews
      again
    }
  }
`;

export const REVIEW_FLASHCARD: TypedDocumentNode<ReviewFlashcardMutation, ReviewFlashcardMutationVariables> =
  gql`
  mutation ReviewFlashcard($mapId: ID!, $cardId: ID!, $rating: Int!) {
    reviewFlashcard(mapId: $mapId, cardId: $cardId, rating: $rating) {
      ...FlashcardStateFields
    }
  }
  ${FLASHCARD_STATE_FIELDS}
`;

export const RESET_FLASHCARD: TypedDocumentNode<ResetFlashcardMutation, ResetFlashcardMutationVariables> =
  gql`
  mutation ResetFlashcard($mapId: ID!, $cardId: ID!) {
    resetFlashcard(mapId: $mapId, cardId: $cardId)
  }
`;
