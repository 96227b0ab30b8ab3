import { describe, expect, it } from 'vitest';
import { findSuggestion, NO_PROGRESS, openSuggestions, SUGGESTIONS } from './suggestions';

describe('suggestions', () => {
  it('have unique ids and at least one action each', () => {
    expect(new Set(SUGGESTIONS.map((s) => s.id)).size).toBe(SUGGESTIONS.length);
    for (const suggestion of SUGGESTIONS) expect(suggestion.actions.length).toBeGreaterThan(0);
  });

  it('are all open to a new user', () => {
    expect(openSuggestions([], NO_PROGRESS)).toEqual(SUGGESTIONS);
  });

  it('drops completed ones', () => {
    const open = openSuggestions(['first-map'], NO_PROGRESS);
    expect(open.map((s) => s.id)).not.toContain('first-map');
    expect(open).toHaveLength(SUGGESTIONS.length - 1);
    expect(findSuggestion('nope')).toBeUndefined();
  });

  it('drops what the user has done, marked or not', () => {
    const ids = (progress: Partial<typeof NO_PROGRESS>) =>
      openSuggestions([], { ...NO_PROGRESS, ...progress }).map((s) => s.id);
    expect(ids({ hasMaps: true })).toEqual(['join-class', 'find-course', 'organise-maps']);
    expect(ids({ inClass: true })).toEqual(['first-map', 'find-course', 'organise-maps']);
    expect(ids({ hasCourses: true })).toEqual(['first-map', 'join-class', 'organise-maps']);
    expect(ids({ organisesMaps: true })).toEqual(['first-map', 'join-class', 'find-course']);
    expect(ids({ hasMaps: true, inClass: true, hasCourses: true, organisesMaps: true })).toEqual([]);
  });
});
