import { describe, expect, it } from 'vitest';
import { makeMap } from '../actions/testMaps';
import type { CourseItem } from '../map/content';
import { OUTLINE_MESSAGES as MESSAGES } from './messages';
import { readOutline } from './outline';
import { checkOutlineEntry, itemAvailable, outlineReferencesOf } from './outlineRules';

const map = makeMap({
  tags: [{ id: 't1', description: 'One', selected: false }],
  presentations: [
    { id: 'p1', type: 'lesson', name: 'Lesson' },
    { id: 'p2', type: 'standard', name: 'Tour' },
  ],
  questions: [{ id: 'q1' }, { id: 'q2' }],
});
const check = (entry: CourseItem, previous: unknown = null) => checkOutlineEntry(map, entry, { previous });
const lesson = (presentationId: string, name = 'Intro') => ({
  id: 'l',
  type: 'lesson',
  name,
  presentationId,
});
const quiz = (questions: string[]) => ({
  id: 'q',
  type: 'quiz',
  name: 'Check',
  questions,
  settings: { answerMode: 'Quiz', enableRedo: false },
});

describe('checkOutlineEntry', () => {
  it('takes entries of the four kinds that keep the rules, and a module holding them', () => {
    const items = [lesson('p1'), quiz(['q1', 'q2']), { id: 'r', type: 'recall', name: 'R', tags: ['t1'] }];
    for (const item of items) expect(check(item)).toBeNull();
    expect(check({ id: 'm', type: 'module', name: 'Part one', items })).toBeNull();
    // A type the app does not know is kept as stored.
    expect(check({ id: 'u', type: 'video' })).toBeNull();
  });

  it('wants a name of 1 to 100 characters, trimmed', () => {
    expect(check(lesson('p1', '  '))).toBe(MESSAGES.nameRequired('lesson'));
    expect(check(lesson('p1', ` ${'x'.repeat(100)} `))).toBeNull();
    expect(check(lesson('p1', 'x'.repeat(101)))).toBe(MESSAGES.nameTooLong('lesson', 100));
    expect(check({ id: 'm', type: 'module', name: '', items: [] })).toBe(MESSAGES.nameRequired('module'));
  });

  it('refuses a module in a module, and items that refer to nothing of the map', () => {
    const inner = { id: 'i', type: 'module', name: 'Inner', items: [] };
    expect(check({ id: 'm', type: 'module', name: 'Outer', items: [inner] })).toBe(MESSAGES.moduleInModule);
    expect(check(lesson('p2'))).toBe(MESSAGES.noPresentation('Intro'));
    expect(check(lesson('gone'))).toBe(MESSAGES.noPresentation('Intro'));
    expect(check(quiz([]))).toBe(MESSAGES.noQuestions('Check'));
    expect(check(quiz(['q1', 'q1']))).toBe(MESSAGES.questionTwice('Check'));
    expect(check(quiz(['q3']))).toBe(MESSAGES.unknownQuestion('Check'));
    expect(check({ id: 'f', type: 'flashcard', name: 'F', tags: [] })).toBe(MESSAGES.noTags('F'));
    expect(check({ id: 'f', type: 'flashcard', name: 'F', tags: ['t9'] })).toBe(MESSAGES.unknownTag('F'));
  });

  it('lets a reference the entry held before stay, and a put-back entry keep all of its', () => {
    const module = { id: 'm', type: 'module', name: 'Part', items: [lesson('gone')] };
    expect(check({ ...module, name: 'Renamed' }, module)).toBeNull();
    expect(check({ ...module, items: [lesson('gone'), quiz(['q9'])] }, module)).toBe(
      MESSAGES.unknownQuestion('Check'),
    );
    expect(checkOutlineEntry(map, module, { previous: null, restoring: true })).toBeNull();
  });
});

describe('itemAvailable', () => {
  it('says an item whose presentation, a question or every tag has gone is unavailable', () => {
    const references = outlineReferencesOf(map);
    const available = (entry: unknown) => {
      const [item] = readOutline([entry]);
      if (!item || item.type === 'module') throw new Error('expected an item');
      return itemAvailable(item, references);
    };
    expect(available(lesson('p1'))).toBe(true);
    expect(available(lesson('p2'))).toBe(false);
    expect(available(quiz(['q1']))).toBe(true);
    expect(available(quiz(['q1', 'gone']))).toBe(false);
    expect(available({ id: 'r', type: 'recall', name: 'R', tags: ['gone', 't1'] })).toBe(true);
    expect(available({ id: 'r', type: 'recall', name: 'R', tags: ['gone'] })).toBe(false);
    expect(available({ id: 'u', type: 'video', name: 'V' })).toBe(true);
  });
});
