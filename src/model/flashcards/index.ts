/** Flashcards (issue 27): the cards a map holds, its decks, and a learner's FSRS schedule of them. */
export * from './cards';
export * from './messages';
export * from './schedule';
export * from './scheduleTuple';
