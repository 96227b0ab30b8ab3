/**
 * A stream's document actions applied to a map in one go: what seek in a presentation and a late joiner in
 * live edit use to rebuild a map from a snapshot plus its log. Each action copies only the chunks of the
 * node and connection lists it touches (`../map/entityList.ts`), so no draft or in-place editing is needed.
 */
import type { MapDocument } from '../map/types';
import { applyAction } from './apply';
import type { DocumentAction } from './types';

/** An action the map refused, skipped by the replay. */
export interface ReplayRefusal {
  /** Its place in the actions given. */
  index: number;
  error: string;
}

export interface Replayed {
  map: MapDocument;
  refused: ReplayRefusal[];
}

/** The map after `actions` applied in order to `start`; each one refused is skipped and reported. */
export function replayActions(start: MapDocument, actions: readonly DocumentAction[]): Replayed {
  let map = start;
  const refused: ReplayRefusal[] = [];
  actions.forEach((action, index) => {
    const result = applyAction(map, action);
    if (result.ok) map = result.map;
    else refused.push({ index, error: result.error });
  });
  return { map, refused };
}
