import { describe, expect, it } from 'vitest';
import { DEFAULT_QUIZ_SETTINGS } from '../quiz/constants';
import {
  findItem,
  flashcardItemsOf,
  flattenOutline,
  isKnownItem,
  readOutline,
  recallItemsOf,
} from './outline';

const stored = [
  { id: 'intro', type: 'lesson', name: 'Introduction', presentationId: 'p1' },
  {
    id: 'm1',
    type: 'module',
    name: 'Light',
    items: [
      {
        id: 'q1',
        type: 'quiz',
        name: 'Check',
        questions: ['a', 'b', 7],
        settings: { answerMode: 'Quiz', enableRedo: false },
      },
      { id: 'r1', type: 'recall', name: 'Inputs', tags: ['t1'] },
      { id: 'nested', type: 'module', name: 'Not allowed', items: [] },
      { type: 'lesson', name: 'No id' },
    ],
  },
  { id: 'f1', type: 'flashcard', name: 'Terms', tags: ['t2'] },
  { id: 'x1', type: 'survey', name: 'Later' },
  { id: '', type: 'lesson', name: 'Blank id' },
  'junk',
];

describe('a course outline', () => {
  it('reads modules and their items, every known type typed, an unknown one kept as it is', () => {
    expect(readOutline(stored)).toEqual([
      { id: 'intro', type: 'lesson', name: 'Introduction', presentationId: 'p1' },
      {
        id: 'm1',
        type: 'module',
        name: 'Light',
        items: [
          {
            id: 'q1',
            type: 'quiz',
            name: 'Check',
            questions: ['a', 'b'],
            settings: { answerMode: 'Quiz', enableRedo: false },
          },
          { id: 'r1', type: 'recall', name: 'Inputs', tags: ['t1'] },
        ],
      },
      { id: 'f1', type: 'flashcard', name: 'Terms', tags: ['t2'] },
      { id: 'x1', type: 'survey', name: 'Later' },
    ]);
  });

  it('gives a quiz item without settings the default ones', () => {
    const [quiz] = readOutline([{ id: 'q', type: 'quiz', name: 'Q' }]);
    expect(quiz).toEqual({
      id: 'q',
      type: 'quiz',
      name: 'Q',
      questions: [],
      settings: DEFAULT_QUIZ_SETTINGS,
    });
  });

  it('lists items in order with their module and top-level entry, and finds one anywhere', () => {
    const outline = readOutline(stored);
    expect(
      flattenOutline(outline).map(({ item, moduleId, entryIndex }) => [item.id, moduleId, entryIndex]),
    ).toEqual([
      ['intro', null, 0],
      ['q1', 'm1', 1],
      ['r1', 'm1', 1],
      ['f1', null, 2],
      ['x1', null, 3],
    ]);
    expect(findItem(outline, 'r1')?.name).toBe('Inputs');
    expect(findItem(outline, 'm1')).toBeNull();
    expect(flattenOutline(outline).map(({ item }) => isKnownItem(item))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('gives the recall and flashcard items, modules’ included', () => {
    const map = { courseItems: stored };
    expect(recallItemsOf(map).map((item) => item.id)).toEqual(['r1']);
    expect(flashcardItemsOf(map).map((item) => item.id)).toEqual(['f1']);
  });
});
