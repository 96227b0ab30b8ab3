/** A new, empty map (spec 2 section 3): the default level 'Main', current settings, default bounds. */
import { loadMap } from './load';
import type { MapDocument } from './types';

export function newMapDocument({ id, name }: { id: string; name: string }): MapDocument {
  // Loading an almost empty source gives every default: the default level, settings version 4 and the
  // default workspace bounds, no nodes, review-only mode.
  return loadMap({ id, name });
}
