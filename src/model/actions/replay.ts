/**
 * A stream's document actions applied to a map in one go: what seek in a presentation and a late joiner in
 * live edit use to rebuild a map from a snapshot plus its log. The maps in between are never seen, so the
 * run is a draft (`./draft.ts`): the lists it makes are edited in place rather than copied per action.
 */
import type { MapDocument } from '../map/types';
import { applyAction } from './apply';
import { inDraft } from './draft';
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
  const drafted = inDraft(() => applyInOrder(start, actions));
  if (drafted.refused.length === 0) return drafted;
  // A refusal may have left part of its edit in a list the draft made: again, with every list copied.
  return applyInOrder(start, actions);
}

function applyInOrder(start: MapDocument, actions: readonly DocumentAction[]): Replayed {
  let map = start;
  const refused: ReplayRefusal[] = [];
  actions.forEach((action, index) => {
    const result = applyAction(map, action);
    if (result.ok) map = result.map;
    else refused.push({ index, error: result.error });
  });
  return { map, refused };
}
