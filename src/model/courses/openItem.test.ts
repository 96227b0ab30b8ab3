import { describe, expect, it, vi } from 'vitest';
import {
  type CourseOutlineEntry,
  courseItemRoute,
  firstOpenItem,
  itemOfCourseRoute,
  neighbourItem,
  openCourseItem,
  UNSUPPORTED_ITEM_TYPE,
} from './openItem';

const place = { mapId: 'm1', courseId: 'c1' };

function item(id: string, type: string, extra: Partial<CourseOutlineEntry> = {}): CourseOutlineEntry {
  return { id, type, name: id, items: [], state: 'open', questionIds: [], complete: false, ...extra };
}

describe('courseItemRoute', () => {
  it('opens a lesson on its presentation', () => {
    expect(courseItemRoute(place, item('l1', 'lesson', { presentationId: 'p1' }))).toEqual({
      ok: true,
      path: '/course/c1/lesson/p1',
    });
  });
  it('opens a quiz on its first question, carrying the quiz item', () => {
    expect(courseItemRoute(place, item('qz', 'quiz', { questionIds: ['q2', 'q1'] }))).toEqual({
      ok: true,
      path: '/course/c1/quiz/q2?item=qz',
    });
  });
  it('opens recall and flashcard items by their id', () => {
    expect(courseItemRoute(place, item('r1', 'recall'))).toEqual({ ok: true, path: '/course/c1/recall/r1' });
    expect(courseItemRoute(place, item('f1', 'flashcard'))).toEqual({
      ok: true,
      path: '/course/c1/cards/f1',
    });
  });
  it('has nothing to open for a lesson without presentation or a quiz without questions', () => {
    expect(courseItemRoute(place, item('l1', 'lesson'))).toEqual({ ok: false, reason: 'empty' });
    expect(courseItemRoute(place, item('qz', 'quiz'))).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('openCourseItem', () => {
  it('navigates to a known item', () => {
    const navigate = vi.fn();
    const logError = vi.fn();
    openCourseItem(place, item('r1', 'recall'), { navigate, logError });
    expect(navigate).toHaveBeenCalledWith('/course/c1/recall/r1');
    expect(logError).not.toHaveBeenCalled();
  });
  it("logs 'Unsupported Item Type' and navigates nowhere for another type", () => {
    const navigate = vi.fn();
    const logError = vi.fn();
    expect(openCourseItem(place, item('x', 'video'), { navigate, logError })).toEqual({
      ok: false,
      reason: 'unsupported',
    });
    expect(logError).toHaveBeenCalledWith(UNSUPPORTED_ITEM_TYPE);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('outline navigation', () => {
  const outline = [
    item('m1', 'module', {
      state: null,
      items: [item('a', 'lesson', { presentationId: 'pa' }), item('b', 'lesson', { state: 'login' })],
    }),
    item('c', 'quiz', { questionIds: ['q1'] }),
    item('d', 'recall', { state: 'enrol' }),
  ];

  it('starts on the first open item', () => {
    expect(firstOpenItem(outline)?.id).toBe('a');
    expect(firstOpenItem([item('z', 'lesson', { state: 'login' })])).toBeNull();
  });

  it('moves to the nearest open item, saying which it passed over', () => {
    const next = neighbourItem(outline, 'a', 'next');
    expect(next.item?.id).toBe('c');
    expect(next.skipped.map((skipped) => skipped.id)).toEqual(['b']);
    const previous = neighbourItem(outline, 'c', 'previous');
    expect(previous.item?.id).toBe('a');
    expect(previous.skipped.map((skipped) => skipped.id)).toEqual(['b']);
    const last = neighbourItem(outline, 'c', 'next');
    expect(last.item).toBeNull();
    expect(last.skipped.map((skipped) => skipped.id)).toEqual(['d']);
    expect(neighbourItem(outline, null, 'previous').item).toBeNull();
    expect(neighbourItem(outline, null, 'next').item?.id).toBe('a');
  });

  it('finds the item a course route shows', () => {
    expect(itemOfCourseRoute(outline, { section: 'lesson', id: 'pa', quizItemId: null })?.id).toBe('a');
    expect(itemOfCourseRoute(outline, { section: 'quiz', id: 'q1', quizItemId: 'c' })?.id).toBe('c');
    expect(itemOfCourseRoute(outline, { section: 'recall', id: 'd', quizItemId: null })?.id).toBe('d');
    expect(
      itemOfCourseRoute(outline, { section: 'contentslides', id: undefined, quizItemId: null }),
    ).toBeNull();
  });
});
