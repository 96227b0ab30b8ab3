/**
 * The content slides' keys, one table: the arrows, Page Up and Page Down, Space, Home and End move between
 * slides as in any slide show. Pure, so the moves are tested without a browser.
 */

export type DeckMove = 'previous' | 'next' | 'first' | 'last';

export const DECK_KEYS: Readonly<Record<string, DeckMove>> = {
  ArrowLeft: 'previous',
  PageUp: 'previous',
  ArrowRight: 'next',
  PageDown: 'next',
  ' ': 'next',
  Home: 'first',
  End: 'last',
};

/** What a key press asks for; undefined when it is not the deck's (modifier keys held included). */
export function deckMoveOf(event: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}): DeckMove | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  // Shift+Space goes back, as it scrolls up on a page.
  if (event.key === ' ' && event.shiftKey) return 'previous';
  return Object.hasOwn(DECK_KEYS, event.key) ? DECK_KEYS[event.key] : undefined;
}

/** The slide a move leads to from `index` in a deck of `total`; it stays within the deck. */
export function movedTo(move: DeckMove, index: number, total: number): number {
  if (total <= 0) return 0;
  const last = total - 1;
  switch (move) {
    case 'previous':
      return Math.max(0, Math.min(index, last) - 1);
    case 'next':
      return Math.min(last, index + 1);
    case 'first':
      return 0;
    case 'last':
      return last;
  }
}
