import { describe, expect, it } from 'vitest';
import { initialsOf, MEMBER_COLOURS, memberColour } from './memberLook';
import { PRESENCE_LIMITS } from './presenceCheck';

/** WCAG 2 contrast ratio of a `#rrggbb` colour against white. */
function contrastOnWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

describe('memberColour', () => {
  it('every palette colour reads on white at 4.5:1 or better, and no two are the same', () => {
    for (const colour of MEMBER_COLOURS) expect(contrastOnWhite(colour)).toBeGreaterThanOrEqual(4.5);
    expect(new Set(MEMBER_COLOURS).size).toBe(MEMBER_COLOURS.length);
  });

  it('gives one user the same colour every time, from the palette', () => {
    expect(memberColour('Ab12Cd34Ef')).toBe(memberColour('Ab12Cd34Ef'));
    expect(MEMBER_COLOURS).toContain(memberColour('Ab12Cd34Ef'));
    expect(MEMBER_COLOURS).toContain(memberColour(''));
  });

  it('spreads users over the palette', () => {
    const used = new Set(Array.from({ length: 200 }, (_, index) => memberColour(`user${index}`)));
    expect(used.size).toBe(MEMBER_COLOURS.length);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, upper-cased', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  mary  ann   evans ')).toBe('ME');
    expect(initialsOf('Ada')).toBe('A');
    expect(initialsOf('élodie durand')).toBe('ÉD');
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(initialsOf('𝒜da 𝒵oe')).toBe('𝒜𝒵');
  });

  it('answers a placeholder for a blank name', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('   ')).toBe('?');
  });

  it('fits the presence limit for initials', () => {
    for (const name of ['ßa ßb', '𝒜 𝒵', 'x y z'])
      expect(initialsOf(name).length).toBeLessThanOrEqual(PRESENCE_LIMITS.maxInitialsLength);
  });
});
