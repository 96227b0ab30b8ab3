/**
 * How a live-edit member is drawn for the others: a colour picked from their user id (the same on every
 * screen and every visit) and initials from their name.
 */

/**
 * Eight distinct hues, each at least 4.5:1 against white (WCAG AA for text), so a member's mark, cursor or
 * white-on-colour chip reads on the canvas. Not the level shades (palette.ts): several of those are lighter.
 */
export const MEMBER_COLOURS: readonly string[] = [
  '#c53030',
  '#9c4221',
  '#975a16',
  '#276749',
  '#2c7a7b',
  '#2b6cb0',
  '#6b46c1',
  '#b83280',
];

/** The member's colour: a hash of the user id (32-bit FNV-1a) picks the palette entry. */
export function memberColour(userId: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < userId.length; index++) {
    hash ^= userId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return MEMBER_COLOURS[hash % MEMBER_COLOURS.length] as string;
}

/** Shown when a name has no letter to take. */
export const NO_INITIALS = '?';

/**
 * The first letter of the first and of the last word ("Ada Lovelace" is "AL", "Ada" is "A"), upper-cased;
 * letters beyond the basic plane stay whole.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return NO_INITIALS;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => [...word][0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toUpperCase();
}
