/** Every user-visible text of the map model: validation errors and the offline-map failure. */

/** Spec 2 section 8: shown when a cached offline map cannot be loaded. */
export const OFFLINE_MAP_NOT_WELL_FORMED = 'The offline map is not well formed.';

/** Quotes strings and prints other values as JSON would, so '7' and 7 read differently. */
function show(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (value === undefined) return 'undefined';
  return JSON.stringify(value) ?? String(value);
}

/** The problem half of a validation error; the path is put before it as `path: problem`. */
export const MAP_VALIDATION_MESSAGES = {
  required: 'is required',
  emptyId: 'must not be empty',
  notHexColour: (value: unknown) =>
    `must be a 6-digit hex colour such as #1a2b3c or a palette colour's name such as red, not ${show(value)}`,
  outOfRange: (min: number, max: number, value: unknown) =>
    `must be between ${min} and ${max}, not ${show(value)}`,
  unknownValue: (kind: string, value: unknown, allowed: readonly (string | number)[]) =>
    `unknown ${kind} ${show(value)}; expected one of ${allowed.map(show).join(', ')}`,
  mapLinkShape: 'must be a map id or a map link with a mapId',
  neighbourhoodShape: 'must be a node id or a neighbourhood with an id',
  levelWithoutId: 'a level needs an id',
  boundsInverted: (min: string) => `must not be less than ${min}`,
  noLevel: (id: number) => `no level with id ${id}`,
  noNode: (id: string) => `no node with id ${show(id)}`,
  noTag: (id: string) => `no tag with id ${show(id)}`,
  duplicateId: (kind: string, id: string | number, firstPath: string) =>
    `duplicate ${kind} id ${show(id)}, also used by ${firstPath}`,
  nodeOnNoLevel: 'the node is on no level',
  nodeOnLevelTwice: (levelId: number, firstPath: string) =>
    `the node is on level ${levelId} twice, also at ${firstPath}`,
} as const;

/** Map names, checked wherever a map is created, saved or renamed. */
export const MAP_NAME_MESSAGES = {
  empty: 'The map needs a name.',
  tooLong: (max: number) => `The map name must be at most ${max} characters.`,
} as const;

/** Importing a map file (see ./exchange.ts). */
export const MAP_FILE_MESSAGES = {
  notJson: 'This is not a map file: it is not JSON.',
  wrongFormat: 'This is not a map file.',
  noVersion: 'The map file does not say which version of the app made it.',
  newerVersion: (version: number) => `This file was made by a newer version (${version}) of the app.`,
  invalid: (firstError: string) => `The map file is not valid: ${firstError}`,
} as const;
