/**
 * Flashcards with spaced repetition (spec 3 section 3, FlashcardItem; issue 27): the cards are in the map
 * (src/model/flashcards/cards.ts); each learner's schedule of them is stored here, computed by FSRS
 * (ts-fsrs, default parameters) at the server's clock, and every review is logged.
 */
export const flashcardsTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    The signed-in learner's schedule of the cards of a map they may see: one entry per card they have
    reviewed (a card never reviewed has none and is new), each a list [cardId, due, stability, difficulty,
    elapsedDays, scheduledDays, learningSteps, reps, lapses, state, lastReview] with dates in milliseconds
    since the epoch (src/model/flashcards/scheduleTuple.ts): a learner may have 10,000 cards, and the list
    goes out as the database writes it. 'Map not found.' (NOT_FOUND) for a map that does not exist or that
    the user may not see.
    """
    flashcardSchedule(mapId: ID!): JSON!
    "The learner's reviews of one card, oldest first (a reset is logged with rating 0)."
    flashcardReviewLog(mapId: ID!, cardId: ID!): [FlashcardReview!]!
    "The learner's reviews of the map's cards per day (UTC), oldest first, for the last 90 days."
    flashcardReviewDays(mapId: ID!): [FlashcardReviewDay!]!
  }

  extend type Mutation {
    """
    Reviews one card: rating 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy). The card's next state is computed
    by FSRS from its stored state at the server's time, stored, logged, and answered. Refusals, which
    store nothing: NOT_FOUND as for flashcardSchedule; BAD_USER_INPUT 'Flashcard not found.' for a card the
    map does not have, and for a rating out of range.
    """
    reviewFlashcard(mapId: ID!, cardId: ID!, rating: Int!): FlashcardState!
    "Forgets the learner's schedule of one card: it is new again. Refusals as for reviewFlashcard."
    resetFlashcard(mapId: ID!, cardId: ID!): Boolean!
  }

  "A card's FSRS state (ts-fsrs's Card), dates as ISO text."
  type FlashcardState {
    cardId: ID!
    due: String!
    stability: Float!
    difficulty: Float!
    elapsedDays: Int!
    scheduledDays: Int!
    learningSteps: Int!
    reps: Int!
    lapses: Int!
    "0 New, 1 Learning, 2 Review, 3 Relearning."
    state: Int!
    lastReview: String
  }

  type FlashcardReview {
    "0 for a reset, else 1 (Again) to 4 (Easy)."
    rating: Int!
    "The card's state as FSRS logs it (0 New, 1 Learning, 2 Review, 3 Relearning)."
    state: Int!
    "When the card is due after this review (ISO)."
    nextDue: String!
    "When the review was made (ISO)."
    review: String!
  }

  type FlashcardReviewDay {
    "YYYY-MM-DD (UTC)."
    day: String!
    reviews: Int!
    "Reviews rated Again."
    again: Int!
  }
`;
