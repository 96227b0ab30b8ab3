import type { FlashcardRating } from '../../../src/model/flashcards/schedule';

/** What a key does on the review card: Space flips, 1 to 4 rate (Again, Hard, Good, Easy). */
export type CardKey = { kind: 'flip' } | { kind: 'rate'; rating: FlashcardRating };

const RATING_KEYS: Readonly<Record<string, FlashcardRating>> = { '1': 1, '2': 2, '3': 3, '4': 4 };

export function cardKeyOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): CardKey | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === ' ') return { kind: 'flip' };
  const rating = RATING_KEYS[event.key];
  return rating === undefined ? null : { kind: 'rate', rating };
}
