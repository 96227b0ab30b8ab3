import { describe, expect, it } from 'vitest';
import {
  cardDescription,
  courseSearchQuery,
  isEnrolled,
  isRecommended,
  matchesCourseSearch,
  recommendedFirst,
} from './catalogue';
import { courseMessages } from './messages';

describe('cardDescription', () => {
  it('keeps short descriptions and cuts long ones at 130 characters', () => {
    expect(cardDescription(' Short. ')).toBe('Short.');
    const long = 'x'.repeat(200);
    expect(cardDescription(long)).toBe(`${'x'.repeat(130)}...`);
    expect(cardDescription('y'.repeat(130))).toBe('y'.repeat(130));
  });
});

describe('recommendedFirst', () => {
  it('puts recommended courses first, then sorts by name', () => {
    const sorted = recommendedFirst([
      { id: '1', name: 'Zoology', tags: [] },
      { id: '2', name: 'botany', tags: ['Recommended'] },
      { id: '3', name: 'Algebra', tags: [] },
      { id: '4', name: 'Anatomy', tags: ['recommended'] },
    ]);
    expect(sorted.map((course) => course.id)).toEqual(['4', '2', '3', '1']);
    expect(isRecommended(['science'])).toBe(false);
  });
});

describe('search', () => {
  it('treats an empty or blank query as the list', () => {
    expect(courseSearchQuery('')).toBeNull();
    expect(courseSearchQuery('   ')).toBeNull();
    expect(courseSearchQuery(undefined)).toBeNull();
    expect(courseSearchQuery(' cells ')).toBe('cells');
  });

  it('matches name, description or tags without regard to case', () => {
    const course = { name: 'Cell Biology', description: 'Mitosis and more', tags: ['science'] };
    expect(matchesCourseSearch(course, 'cell')).toBe(true);
    expect(matchesCourseSearch(course, 'MITOSIS')).toBe(true);
    expect(matchesCourseSearch(course, 'Science')).toBe(true);
    expect(matchesCourseSearch(course, 'history')).toBe(false);
  });
});

describe('enrolment', () => {
  it('reads the user course ids and words the added message', () => {
    expect(isEnrolled(['c1'], 'c1')).toBe(true);
    expect(isEnrolled([], 'c1')).toBe(false);
    expect(courseMessages.added('Cells')).toBe('Cells has been added to "My Course".');
  });
});
