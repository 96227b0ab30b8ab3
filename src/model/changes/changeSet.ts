/**
 * What one change touched: the nodes and connections by id, and the map-level parts (bounds, settings,
 * lists) whose value is no longer the same. Parts are read from the result, not declared by actions:
 * applying an action shares every part it leaves alone, so a part changed exactly when it is another
 * object (or value) than before.
 */
import type { MapDocument } from '../map/types';

/** The map-level fields a change can replace; nodes and connections are reported by id instead. */
export const MAP_PARTS = [
  'workspaceBounds',
  'settings',
  'levels',
  'tags',
  'neighbourhoods',
  'presentations',
  'questions',
  'courseItems',
  'answers',
  'overviewProse',
  'userNoteTemplate',
  'proseContent',
  'name',
] as const satisfies readonly (keyof MapDocument)[];

export type MapPart = (typeof MAP_PARTS)[number];

export interface ChangeSet {
  readonly nodes: readonly string[];
  readonly connections: readonly string[];
  readonly parts: readonly MapPart[];
}

/** The map-level parts `after` holds other values of than `before`. */
export function changedParts(before: MapDocument, after: MapDocument): MapPart[] {
  if (before === after) return [];
  return MAP_PARTS.filter((part) => before[part] !== after[part]);
}
