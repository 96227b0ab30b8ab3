/**
 * The map's fixed palettes (spec 2 sections 3 and 9): the 8 shades levels take, and the colour names a
 * stored map may use in place of a hex colour, each standing for one fixed entry of the node palette.
 */
import { HEX_COLOUR_PATTERN, NODE_COLOURS } from './constants';

/**
 * "8 shades for levels" (spec 2 section 9; the shades are not shown): a level takes the shade at its
 * place in the map's level list, starting again past the eighth. Mid-tone so a mark in it shows on both
 * white and dark panels.
 */
export const LEVEL_COLOURS: readonly string[] = [
  '#3182ce',
  '#38a169',
  '#d69e2e',
  '#e53e3e',
  '#805ad5',
  '#319795',
  '#dd6b20',
  '#d53f8c',
];

/** The shade of the level at `index` in the map's level list. */
export function levelColour(index: number): string {
  const count = LEVEL_COLOURS.length;
  return LEVEL_COLOURS[((index % count) + count) % count] as string;
}

/**
 * "Colour names map to fixed palette entries" (spec 2 section 3): each name of the node palette's hues
 * (in order with NODE_COLOURS) and its usual other spellings. Names are matched without regard to case.
 */
export const COLOUR_NAMES: Readonly<Record<string, string>> = paletteNames(NODE_COLOURS, [
  ['white'],
  ['red'],
  ['orange'],
  ['yellow'],
  ['green'],
  ['teal'],
  ['blue'],
  ['purple', 'violet'],
  ['pink'],
  ['grey', 'gray'],
]);

function paletteNames(palette: readonly string[], names: readonly string[][]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((spellings, index) => spellings.map((name) => [name, palette[index] as string])),
  );
}

/**
 * A stored colour as the map keeps it: a 6-digit hex colour as written, a palette name as its palette
 * entry; undefined for anything else (not a string, another name, another form of hex).
 */
export function resolveColour(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (HEX_COLOUR_PATTERN.test(value)) return value;
  const name = value.trim().toLowerCase();
  // Own names only: '__proto__' or 'constructor' would otherwise read the object's prototype.
  return Object.hasOwn(COLOUR_NAMES, name) ? COLOUR_NAMES[name] : undefined;
}

export function isColour(value: unknown): boolean {
  return resolveColour(value) !== undefined;
}

/** A stored colour read for the map: its hex colour, or `fallback` when it is none (see resolveColour). */
export function readColour(value: unknown, fallback: string): string {
  return resolveColour(value) ?? fallback;
}
