import { describe, expect, it } from 'vitest';
import { COURSE_PATHS, coursePath, courseSearchTarget, courseViewOf, toggledLike } from './views';

describe('courseViewOf', () => {
  it('tells the list, my courses and search apart, with or without a trailing slash', () => {
    expect(courseViewOf('/home/courses')).toBe('all');
    expect(courseViewOf('/home/my-courses/')).toBe('mine');
    expect(courseViewOf('/home/search-courses')).toBe('search');
    expect(courseViewOf('/elsewhere')).toBe('all');
  });
});

describe('courseSearchTarget', () => {
  it('sends an empty or blank query back to the list', () => {
    expect(courseSearchTarget('')).toBe(COURSE_PATHS.all);
    expect(courseSearchTarget('   ')).toBe(COURSE_PATHS.all);
  });

  it('searches for the trimmed, encoded query', () => {
    expect(courseSearchTarget('  cell & more ')).toBe('/home/search-courses?query=cell%20%26%20more');
  });
});

describe('toggledLike', () => {
  it('adds and takes back one like', () => {
    expect(toggledLike({ liked: false, likeCount: 2 }, true)).toEqual({ liked: true, likeCount: 3 });
    expect(toggledLike({ liked: true, likeCount: 3 }, false)).toEqual({ liked: false, likeCount: 2 });
  });

  it('changes nothing when the state is already the wanted one, and never goes below zero', () => {
    const liked = { liked: true, likeCount: 1 };
    expect(toggledLike(liked, true)).toBe(liked);
    expect(toggledLike({ liked: true, likeCount: 0 }, false)).toEqual({ liked: false, likeCount: 0 });
  });
});

describe('coursePath', () => {
  it('links to the course page', () => {
    expect(coursePath('c1')).toBe('/course/c1');
  });
});
