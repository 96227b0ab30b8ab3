/** Flashcards' texts shared by the screen and the server's refusals: one home, imported where shown. */
export const FLASHCARD_MESSAGES = {
  cardNotFound: 'Flashcard not found.',
  badRating: 'A rating is 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).',
  deckNotFound: 'Flashcard item not found.',
  /** The deck of the cards written in the map's node content. */
  mapDeck: 'Map cards',
} as const;
