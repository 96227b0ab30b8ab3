import { describe, expect, it } from 'vitest';
import { splitAtMiddleSpace, splitChildTitles } from './titles';

describe('splitChildTitles', () => {
  it('leaves titles alone when none is longer than 25 characters', () => {
    const titles = ['Photosynthesis', 'Light reactions', 'exactly twenty-five chars'];
    expect(titles[2]).toHaveLength(25);
    expect(splitChildTitles(titles)).toEqual(titles);
  });

  it('splits every title under 50 at the space nearest its middle once one is longer than 25', () => {
    const long = 'The Calvin cycle fixes carbon'; // 29
    const huge = 'A title that is at least fifty characters long, so it wraps'; // >= 50
    expect(splitChildTitles([long, 'Light reactions', 'Chlorophyll', huge])).toEqual([
      'The Calvin cycle\nfixes carbon',
      'Light\nreactions',
      'Chlorophyll',
      huge,
    ]);
  });

  it('splits at the nearest space to the middle, the earlier one on a tie', () => {
    expect(splitAtMiddleSpace('ab cd ef')).toBe('ab cd\nef');
    expect(splitAtMiddleSpace('ab c d')).toBe('ab\nc d');
    expect(splitAtMiddleSpace('abcd e')).toBe('abcd\ne');
    expect(splitAtMiddleSpace('nospace')).toBe('nospace');
  });
});
