import { describe, expect, it } from 'vitest';
import { readOutline } from '../courses/outline';
import {
  courseReportId,
  type HomeEntry,
  isReportItemComplete,
  ownReportOf,
  percent,
  reportItemsOf,
} from './courseReport';

describe('reportItemsOf', () => {
  it('makes a column of each lesson and quiz in course order, modules named, practice items left out', () => {
    const outline = readOutline([
      {
        id: 'm1',
        type: 'module',
        name: 'Light',
        items: [
          { id: 'l1', type: 'lesson', name: 'Sun', presentationId: 'p1' },
          { id: 'r1', type: 'recall', name: 'Recall', tags: ['t'] },
          { id: 'q1', type: 'quiz', name: 'Check', questions: ['a', 'b'] },
        ],
      },
      { id: 'f1', type: 'flashcard', name: 'Cards', tags: [] },
      { id: 'l2', type: 'lesson', name: 'Water', presentationId: 'p2' },
    ]);
    expect(reportItemsOf(outline)).toEqual([
      { id: 'l1', type: 'lesson', name: 'Sun', moduleName: 'Light', questionIds: [], presentationId: 'p1' },
      {
        id: 'q1',
        type: 'quiz',
        name: 'Check',
        moduleName: 'Light',
        questionIds: ['a', 'b'],
        presentationId: null,
      },
      { id: 'l2', type: 'lesson', name: 'Water', moduleName: null, questionIds: [], presentationId: 'p2' },
    ]);
  });
});

describe('completion', () => {
  it('counts a lesson complete from 0.9 and a quiz from 0.99 (spec 3 section 9)', () => {
    expect(isReportItemComplete({ type: 'lesson' }, 0.9)).toBe(true);
    expect(isReportItemComplete({ type: 'lesson' }, 0.89)).toBe(false);
    expect(isReportItemComplete({ type: 'quiz' }, 0.98)).toBe(false);
    expect(isReportItemComplete({ type: 'quiz' }, 0.99)).toBe(true);
  });

  it('reads a fraction as a whole percentage within 0 to 100', () => {
    expect([percent(0.456), percent(1.2), percent(-1)]).toEqual([46, 100, 0]);
  });

  it('names a class report apart from the map report', () => {
    expect(courseReportId('map1', null)).toBe('map1');
    expect(courseReportId('map1', 'class1')).toBe('map1:class1');
  });
});

describe('ownReportOf', () => {
  const entry = (id: string, type: string, progress: number | null, items?: HomeEntry[]): HomeEntry => ({
    id,
    type,
    name: id.toUpperCase(),
    presentationId: type === 'lesson' ? `p-${id}` : null,
    questionIds: type === 'quiz' ? ['q1'] : [],
    progress,
    ...(items ? { items } : {}),
  });

  it('makes the teachers’ columns from the course home’s outline, with the learner’s one row', () => {
    const own = ownReportOf([
      entry('m', 'module', null, [entry('l1', 'lesson', 0.5), entry('r', 'recall', null)]),
      entry('q', 'quiz', 1),
      entry('l2', 'lesson', null),
    ]);
    expect(own.items.map((item) => [item.id, item.type, item.moduleName])).toEqual([
      ['l1', 'lesson', 'M'],
      ['q', 'quiz', null],
      ['l2', 'lesson', null],
    ]);
    expect(own.progress).toEqual([0.5, 1, 0]);
  });
});
