/** What the flashcards screen says (issue 27); the model's own messages are in src/model/flashcards/messages.ts. */
import type { FlashcardRating } from '../../../src/model/flashcards/schedule';

export const flashcardStrings = {
  modeLabel: 'Flashcards',
  loading: 'Loading your flashcards…',
  decksHeading: 'Decks',
  allCards: 'All cards',
  counts: (due: number, fresh: number) => `${due} due · ${fresh} new`,
  cardRegion: 'Flashcard',
  flipHint: 'Click, tap or press Space to flip',
  answerRegion: 'Answer',
  emptyBack: 'This card has no answer yet.',
  noCards: 'There are no flashcards here yet.',
  noCardsHint:
    'Add flashcards to a node’s content in the map editor, or a flashcard item with tags to a course.',
  left: (count: number) => `${count} left`,
  ratingsLabel: 'How well did you remember?',
  ratings: { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' } satisfies Record<FlashcardRating, string>,
  ratedNext: (rating: string, when: string) => `${rating}: next review ${when}.`,
  resetCard: 'Reset card',
  resetTitle: 'Reset card',
  resetMessage: 'Forget your reviews of this card? It becomes a new card again.',
  doneTitle: 'No cards due',
  nextDue: (date: string, interval: string) => `The next card is due ${date} (in ${interval}).`,
  nothingScheduled: 'Review new cards to schedule them.',
  chartHeading: 'Reviews per day',
  chartLabel: 'Flashcard reviews per day',
  chartEmpty: 'No reviews yet.',
  chartSeries: { remembered: 'Hard, Good or Easy', again: 'Again' },
  contentOf: (front: string) => `Answer to ${front}`,
} as const;
