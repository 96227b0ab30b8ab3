/** Building action results. */
import type { MapDocument } from '../map/types';
import type { ActionFailure, ActionSuccess, ChangedIds, DocumentAction } from './types';

export function fail(error: string, topic?: string): ActionFailure {
  return topic === undefined ? { ok: false, error } : { ok: false, error, topic };
}

export function succeed(
  map: MapDocument,
  inverse: DocumentAction,
  changed: Partial<ChangedIds> = {},
): ActionSuccess {
  return {
    ok: true,
    map,
    inverse,
    changed: { nodes: changed.nodes ?? [], connections: changed.connections ?? [] },
  };
}
