import { describe, expect, it } from 'vitest';
import { coursePaths, studyPaths } from './studyPaths';

describe('studyPaths', () => {
  const map = studyPaths({ mapId: 'm1', courseId: null });
  const course = studyPaths({ mapId: 'm1', courseId: 'c 1' });

  it('gives the map form of each study screen', () => {
    expect(map.home).toBe('/m1');
    expect(map.presentation('lesson', 'p1')).toBe('/m1/lesson/p1/standalone');
    expect(map.presentation('presentation', 'p1')).toBe('/m1/presentation/p1/standalone');
    expect(map.contentSlides()).toBe('/m1/contentslides');
    expect(map.contentSlides({ kind: 'lesson', presentationId: 'p1' })).toBe('/m1/lesson/p1/contentslides');
    expect(map.quiz('q1')).toBe('/m1/quiz/q1');
    // A map's quiz is the map's own: no item to carry.
    expect(map.quiz('q1', 'quiz1')).toBe('/m1/quiz/q1');
    expect(map.quizPrefix).toBe('/m1/quiz/');
    expect(map.recall({ kind: 'map' })).toBe('/m1/recall');
    expect(map.recall({ kind: 'level', levelId: 2 })).toBe('/m1/recall/layer/2');
    expect(map.recall({ kind: 'item', itemId: 'r/1' })).toBe('/m1/recall/r%2F1');
    expect(map.cards(null)).toBe('/m1/cards');
    expect(map.cards('d1')).toBe('/m1/cards/d1');
    expect(map.summary).toBe('/m1/summary');
    expect(map.node('n1')).toBe('/m1?nodeId=n1');
  });

  it('gives the course form of each study screen (spec 3 section 2.1)', () => {
    expect(course.home).toBe('/course/c%201');
    expect(course.presentation('lesson', 'p1')).toBe('/course/c%201/lesson/p1');
    expect(course.presentation('presentation', 'p1')).toBe('/course/c%201/presentation/p1');
    expect(course.contentSlides()).toBe('/course/c%201/contentslides');
    expect(course.contentSlides({ kind: 'presentation', presentationId: 'p1' })).toBe(
      '/course/c%201/presentation/p1/contentslides',
    );
    expect(course.quiz('q1')).toBe('/course/c%201/quiz/q1');
    expect(course.quiz('q1', 'quiz1')).toBe('/course/c%201/quiz/q1?item=quiz1');
    expect(course.recall({ kind: 'map' })).toBe('/course/c%201/recall');
    expect(course.recall({ kind: 'level', levelId: 1 })).toBe('/course/c%201/recall/layer/1');
    expect(course.recall({ kind: 'item', itemId: 'r1' })).toBe('/course/c%201/recall/r1');
    expect(course.cards(null)).toBe('/course/c%201/cards');
    expect(course.cards('d1')).toBe('/course/c%201/cards/d1');
    expect(course.summary).toBe('/course/c%201/summary');
    expect(course.node('n1')).toBe('/m1?nodeId=n1');
  });

  it("gives the course's own pages", () => {
    expect(coursePaths('c1')).toEqual({
      home: '/course/c1',
      watch: '/course/c1/watch',
      payment: '/course/c1/payment',
      summary: '/course/c1/summary',
    });
  });
});
