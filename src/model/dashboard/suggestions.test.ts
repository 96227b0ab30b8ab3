import { describe, expect, it } from 'vitest';
import { findSuggestion, openSuggestions, SUGGESTIONS } from './suggestions';

describe('suggestions', () => {
  it('have unique ids and at least one action each', () => {
    expect(new Set(SUGGESTIONS.map((s) => s.id)).size).toBe(SUGGESTIONS.length);
    for (const suggestion of SUGGESTIONS) expect(suggestion.actions.length).toBeGreaterThan(0);
  });

  it('drops completed ones', () => {
    const open = openSuggestions(['first-map']);
    expect(open.map((s) => s.id)).not.toContain('first-map');
    expect(open).toHaveLength(SUGGESTIONS.length - 1);
    expect(findSuggestion('nope')).toBeUndefined();
  });
});
