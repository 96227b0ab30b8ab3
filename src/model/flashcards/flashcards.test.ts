import { createEmptyCard, fsrs, type Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { makeMap, makeNode } from '../actions/testMaps';
import { flashcardElement } from '../richText/elements';
import { cardsOfNode, decksOf, flashcardsOf, MAP_DECK_ID, parseCardId } from './cards';
import { FLASHCARD_MESSAGES } from './messages';
import { type CardSchedule, isDue, isRating, previewDue, RATING, reviewCard } from './schedule';
import { readScheduleTuples, SCHEDULE_TUPLE_FIELDS, scheduleTuple } from './scheduleTuple';

const prose = [
  { type: 'paragraph', children: [{ text: 'Intro' }] },
  flashcardElement(' Front one ', 'Back one'),
  {
    type: 'bulletedList',
    children: [{ type: 'listItem', children: [flashcardElement('Front two', 'Back two')] }],
  },
  flashcardElement('', 'no front'),
];
const map = makeMap({
  nodes: [
    makeNode('a', undefined, { title: 'Alpha', prose, tags: ['key'] }),
    makeNode('b', undefined, { title: 'Beta', tags: ['key', 'other'] }),
    makeNode('c', undefined, { title: 'Gamma' }),
  ],
  courseItems: [
    { id: 'keys', type: 'flashcard', name: 'Key terms', tags: ['key'] },
    {
      id: 'mod',
      type: 'module',
      name: 'M',
      items: [{ id: 'others', type: 'flashcard', name: 'Others', tags: ['other'] }],
    },
  ],
});

describe('a map’s flashcards', () => {
  it('are its content’s flashcard elements (nested ones too) and its flashcard items’ nodes', () => {
    expect(flashcardsOf(map).map(({ id, front, back, decks }) => ({ id, front, back, decks }))).toEqual([
      { id: 'card:0:a', front: 'Front one', back: 'Back one', decks: [MAP_DECK_ID] },
      { id: 'card:1:a', front: 'Front two', back: 'Back two', decks: [MAP_DECK_ID] },
      { id: 'node:a', front: 'Alpha', back: prose, decks: ['keys'] },
      { id: 'node:b', front: 'Beta', back: null, decks: ['keys', 'others'] },
    ]);
  });

  it('come in decks: the content cards, then each flashcard item’s', () => {
    expect(decksOf(map, flashcardsOf(map))).toEqual([
      { id: MAP_DECK_ID, name: FLASHCARD_MESSAGES.mapDeck, cardIds: ['card:0:a', 'card:1:a'] },
      { id: 'keys', name: 'Key terms', cardIds: ['node:a', 'node:b'] },
      { id: 'others', name: 'Others', cardIds: ['node:b'] },
    ]);
  });

  it('have ids that name their node, so one card is found from its node alone', () => {
    expect(parseCardId('card:1:a')).toEqual({ nodeId: 'a', index: 1 });
    expect(parseCardId('card:0:x:y')).toEqual({ nodeId: 'x:y', index: 0 });
    expect(parseCardId('node:b')).toEqual({ nodeId: 'b', index: null });
    for (const bad of ['b', 'node:', 'card:01:a', 'card:x:a', 'card:1:']) expect(parseCardId(bad)).toBeNull();
    const node = map.nodes.get('a');
    expect(node && cardsOfNode(node, []).map((card) => card.id)).toEqual(['card:0:a', 'card:1:a']);
  });
});

describe('a card’s schedule', () => {
  const start = new Date('2026-11-01T09:00:00Z');
  const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  it('is FSRS with its default parameters, review after review', () => {
    const scheduler = fsrs();
    let expected = createEmptyCard(start);
    let schedule: CardSchedule | null = null;
    const reviews = [
      [RATING.GOOD, 0],
      [RATING.AGAIN, 15],
      [RATING.GOOD, 30],
      [RATING.EASY, 60 * 24 * 3],
    ] as const;
    for (const [rating, minutes] of reviews) {
      const at = later(minutes);
      expected = scheduler.next(expected, at, rating as unknown as Rating.Good).card;
      const { schedule: next, log } = reviewCard(schedule, rating, at);
      schedule = next;
      expect(next.due).toBe(expected.due.toISOString());
      expect(log).toMatchObject({ rating, review: at.toISOString(), nextDue: next.due });
    }
    expect(schedule).toMatchObject({ reps: 4, lapses: expected.lapses, state: expected.state });
  });

  it('is due when new or past its due date, and previews each rating in order', () => {
    expect(isDue(null, start)).toBe(true);
    const { schedule } = reviewCard(null, RATING.GOOD, start);
    expect(isDue(schedule, start)).toBe(false);
    expect(isDue(schedule, new Date(schedule.due))).toBe(true);
    const preview = previewDue(null, start);
    const dues = [RATING.AGAIN, RATING.HARD, RATING.GOOD, RATING.EASY].map((rating) =>
      preview[rating].getTime(),
    );
    expect([...dues].sort((x, y) => x - y)).toEqual(dues);
    expect(preview[RATING.GOOD].toISOString()).toBe(schedule.due);
  });

  it('takes ratings 1 to 4 only', () => {
    expect([0, 1, 4, 5, 2.5, '3'].map(isRating)).toEqual([false, true, true, false, false, false]);
  });
});

describe('a schedule as it travels', () => {
  it('is a tuple per card that reads back as the schedule it was written from', () => {
    const { schedule } = reviewCard(null, RATING.GOOD, new Date('2026-11-01T09:00:00Z'));
    const tuple = scheduleTuple('card:0:a', schedule);
    expect(tuple).toHaveLength(SCHEDULE_TUPLE_FIELDS.length);
    expect(readScheduleTuples(JSON.parse(JSON.stringify([tuple])))).toEqual(
      new Map([['card:0:a', schedule]]),
    );
  });

  it('leaves out an entry of another shape, and reads an unknown state as new', () => {
    const { schedule } = reviewCard(null, RATING.GOOD, new Date('2026-11-01T09:00:00Z'));
    const good = scheduleTuple('a', schedule);
    const odd = [...good];
    odd[9] = 7;
    const read = readScheduleTuples([
      good,
      ['b'],
      [1, ...good.slice(1)],
      { a: 1 },
      ['c', ...good.slice(1, 10), 'x'],
      odd,
    ]);
    expect([...read.keys()]).toEqual(['a']);
    expect(readScheduleTuples('nope').size).toBe(0);
    expect(readScheduleTuples([['d', ...odd.slice(1)]]).get('d')?.state).toBe(0);
  });
});
