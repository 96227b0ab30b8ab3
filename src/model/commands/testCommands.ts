/** Test helpers (not exported from the library): deterministic ids and applying a command's action. */
import { applyAction } from '../actions/apply';
import type { MapDocument } from '../map/types';
import type { CommandResult } from './result';

/** Ids n1, n2, … so expectations can name them. */
export function sequentialIds(prefix = 'n'): () => string {
  let next = 0;
  return () => `${prefix}${++next}`;
}

/** Applies a command's action, which must exist and succeed, and returns the new map. */
export function applyCommand(map: MapDocument, result: CommandResult): MapDocument {
  if (!result.ok) throw new Error(`expected the command to succeed: ${result.error}`);
  const applied = applyAction(map, result.action);
  if (!applied.ok) throw new Error(`expected its action to apply: ${applied.error}`);
  return applied.map;
}
