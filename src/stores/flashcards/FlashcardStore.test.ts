import { describe, expect, it, vi } from 'vitest';
import type { FlashcardsApi } from '../../api/graphql/flashcardsApi';
import { FLASHCARD_MESSAGES } from '../../model/flashcards/messages';
import {
  type CardSchedule,
  type FlashcardRating,
  previewDue,
  RATING,
  reviewCard,
} from '../../model/flashcards/schedule';
import { loadMap } from '../../model/map/load';
import { flashcardElement } from '../../model/richText/elements';
import { type DeckChoice, FlashcardStore } from './FlashcardStore';

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ text }] });

/** Three content cards in two nodes, and a flashcard item turning the tagged node into a card. */
const MAP = loadMap({
  id: 'm1',
  name: 'Cards',
  tags: [{ id: 'tag-terms', description: 'Terms' }],
  nodes: [
    {
      id: 'a',
      title: 'Alpha',
      levels: [{ levelId: 1, position: { x: 0, y: 0 } }],
      prose: [paragraph('About alpha'), flashcardElement('A1?', 'a1'), flashcardElement('A2?', 'a2')],
    },
    {
      id: 'b',
      title: 'Beta',
      levels: [{ levelId: 1, position: { x: 300, y: 0 } }],
      prose: [flashcardElement('B1?', 'b1')],
    },
    {
      id: 't',
      title: 'Term',
      tags: ['tag-terms'],
      levels: [{ levelId: 1, position: { x: 600, y: 0 } }],
      prose: [paragraph('What the term means')],
    },
  ],
  courseItems: [{ id: 'item-terms', type: 'flashcard', name: 'Terms', tags: ['tag-terms'] }],
});

const A1 = 'card:0:a';
const A2 = 'card:1:a';
const B1 = 'card:0:b';
const TERM = 'node:t';

const START = Date.parse('2026-03-01T09:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A clock the test moves on. */
function testClock() {
  let time = START;
  return { now: () => new Date(time), advance: (ms: number) => (time += ms) };
}

/** The server's part, played by the model's own scheduler at the test's clock. */
function fakeApi(clock: () => Date, stored: [string, CardSchedule][] = []) {
  const states = new Map(stored);
  return {
    states,
    loadStates: vi.fn(async () => new Map(states)),
    review: vi.fn(async (cardId: string, rating: FlashcardRating) => {
      const { schedule } = reviewCard(states.get(cardId) ?? null, rating, clock());
      states.set(cardId, schedule);
      return schedule;
    }),
    reset: vi.fn(async (cardId: string) => {
      states.delete(cardId);
    }),
    reviewDays: vi.fn(async () => [{ day: '2026-03-01', reviews: states.size, again: 0 }]),
  } satisfies FlashcardsApi & { states: unknown };
}

/** A card reviewed once with `rating`, `ago` before the start. */
function reviewedBefore(rating: FlashcardRating, ago: number): CardSchedule {
  return reviewCard(null, rating, new Date(START - ago)).schedule;
}

async function storeWith(stored: [string, CardSchedule][] = [], choice: DeckChoice = { kind: 'all' }) {
  const clock = testClock();
  const api = fakeApi(clock.now, stored);
  const store = new FlashcardStore(MAP, choice, api, clock.now);
  await store.load();
  return { store, api, clock };
}

async function flipAndRate(store: FlashcardStore, rating: FlashcardRating) {
  store.flip();
  await store.rate(rating);
}

describe('FlashcardStore', () => {
  it('queues the due cards, the longest overdue first, then the new ones; not-due cards wait', async () => {
    const { store } = await storeWith([
      [A1, reviewedBefore(RATING.EASY, 30 * DAY)], // due long ago
      [A2, reviewedBefore(RATING.EASY, 1 * MINUTE)], // due in days
      [TERM, reviewedBefore(RATING.GOOD, 12 * DAY)], // due, but less overdue
    ]);
    expect(store.loadState).toEqual({ status: 'ready' });
    expect(store.currentId).toBe(A1);
    expect(store.queue).toEqual([TERM, B1]);
    expect(store.remaining).toBe(3);
    expect(store.allCounts).toEqual({ due: 2, new: 1 });
    const counts = Object.fromEntries(store.decks.map((deck) => [deck.name, store.countsOf(deck.cardIds)]));
    expect(counts).toEqual({ 'Map cards': { due: 1, new: 1 }, Terms: { due: 1, new: 0 } });
    expect(store.reviewDays).toHaveLength(1);
  });

  it('reviews one deck when the route names it, and says so when the map has no such deck', async () => {
    const { store } = await storeWith([], { kind: 'deck', deckId: 'item-terms' });
    expect(store.chosenCards.map((card) => card.id)).toEqual([TERM]);
    expect(store.currentId).toBe(TERM);

    const unknown = (await storeWith([], { kind: 'deck', deckId: 'nope' })).store;
    expect(unknown.deckError).toBe(FLASHCARD_MESSAGES.deckNotFound);
    expect(unknown.currentId).toBeNull();
  });

  it('rates only a flipped card; the previews are the scheduler’s from when it was flipped', async () => {
    const { store, api, clock } = await storeWith();
    await store.rate(RATING.GOOD);
    expect(api.review).not.toHaveBeenCalled();
    expect(store.previews).toBeNull();

    clock.advance(5_000);
    store.flip();
    expect(store.flipped).toBe(true);
    const flippedAt = clock.now();
    expect(store.previews).toEqual(previewDue(null, flippedAt));
    expect(store.previews?.[RATING.AGAIN].toISOString()).toBe(
      reviewCard(null, RATING.AGAIN, flippedAt).schedule.due,
    );
  });

  it('an Easy card leaves the session; the server’s state is kept and the next card is shown front first', async () => {
    const { store, api } = await storeWith();
    expect(store.currentId).toBe(A1);
    await flipAndRate(store, RATING.EASY);
    expect(api.review).toHaveBeenCalledWith(A1, RATING.EASY);
    expect(store.schedules.get(A1)).toEqual(api.states.get(A1));
    expect(store.lastRated).toEqual({ cardId: A1, rating: RATING.EASY, due: api.states.get(A1)?.due });
    expect(store.currentId).toBe(A2);
    expect(store.flipped).toBe(false);
    expect(store.remaining).toBe(3);
    expect(api.reviewDays).toHaveBeenCalledTimes(2);
  });

  it('a card due again within the session comes back once due, or at once when nothing else is left', async () => {
    const { store, clock } = await storeWith();
    await flipAndRate(store, RATING.AGAIN); // A1 back in a minute
    expect(store.learning).toEqual([A1]);
    expect(store.remaining).toBe(4);
    expect(store.currentId).toBe(A2);

    clock.advance(2 * MINUTE);
    await flipAndRate(store, RATING.EASY); // A2 done; A1 is due now: before the queue
    expect(store.currentId).toBe(A1);
    await flipAndRate(store, RATING.GOOD); // A1's next learning step: ten minutes
    expect(store.learning).toEqual([A1]);
    expect(store.currentId).toBe(B1);

    await flipAndRate(store, RATING.EASY);
    await flipAndRate(store, RATING.EASY); // the queue is empty: A1 shown ahead of time
    expect(store.currentId).toBe(A1);
    await flipAndRate(store, RATING.GOOD); // graduates to days
    expect(store.done).toBe(true);
    expect(store.remaining).toBe(0);
    const dues = [...store.schedules.values()].map((schedule) => Date.parse(schedule.due));
    expect(store.nextDue).toBe(new Date(Math.min(...dues)).toISOString());
  });

  it('resets the card shown: it is new again, front first, and stays in the session', async () => {
    const { store, api } = await storeWith([[A1, reviewedBefore(RATING.HARD, 30 * DAY)]]);
    expect(store.currentId).toBe(A1);
    store.flip();
    await store.resetCurrent();
    expect(api.reset).toHaveBeenCalledWith(A1);
    expect(store.schedules.has(A1)).toBe(false);
    expect(store.currentId).toBe(A1);
    expect(store.flipped).toBe(false);
    expect(store.allCounts).toEqual({ due: 0, new: 4 });
  });

  it('tells why a call failed and keeps the card', async () => {
    const clock = testClock();
    const api = fakeApi(clock.now);
    api.review.mockRejectedValueOnce(new Error('Flashcard not found.'));
    const store = new FlashcardStore(MAP, { kind: 'all' }, api, clock.now);
    await store.load();
    await flipAndRate(store, RATING.GOOD);
    expect(store.error).toBe('Flashcard not found.');
    expect(store.currentId).toBe(A1);
    expect(store.busy).toBe(false);

    const failing = fakeApi(clock.now);
    failing.loadStates.mockRejectedValueOnce(new Error(''));
    const unloaded = new FlashcardStore(MAP, { kind: 'all' }, failing, clock.now);
    await unloaded.load();
    expect(unloaded.loadState.status).toBe('failed');
    expect(unloaded.done).toBe(false);
  });
});
