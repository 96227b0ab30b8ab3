/**
 * Putting an op beneath the edits a member has not yet had confirmed (live edit, DESIGN.md "Live edit"):
 * the pending edits are undone newest first, the op is applied, and the edits are applied again over it.
 * Done on the document as a value, so the store takes the end result as one change: the user's own new
 * node never disappears for a moment (which would close its panel mid-typing), and only what differs in
 * the end is reported as changed, not the user's own work taken off and put back.
 */
import { dequal } from 'dequal';
import { applyAction } from '../actions/apply';
import { modifiesMap, type TruthReach, truthReachOf } from '../actions/traits';
import type { ChangedIds, DocumentAction } from '../actions/types';
import type { MapDocument } from '../map/types';

/** An edit sent and not yet confirmed: what it did, and what undoes it on the document as it is now. */
export interface PendingStep {
  action: DocumentAction;
  inverse: DocumentAction;
}

/** A pending edit applied again: its new inverse, or why it no longer applies. */
export type Reapplied = { ok: true; inverse: DocumentAction } | { ok: false; error: string };

export interface Rebased {
  map: MapDocument;
  /** The nodes and connections that differ between the map before and after. */
  changed: ChangedIds;
  /** Each pending edit applied again, in order. */
  reapplied: Reapplied[];
  /** Whether the stored map differs (what the modified flag counts). */
  modifies: boolean;
  /** How far the actions applied may reach into the truth calculation. */
  truthReach: TruthReach;
}

/**
 * `change` (null: none, as when a refused edit is only taken out) put beneath `pending`, with `dropped`
 * (by position) left out when they are applied again.
 */
export function rebase(
  map: MapDocument,
  pending: readonly PendingStep[],
  change: DocumentAction | null,
  dropped: ReadonlySet<number> = new Set(),
): Rebased {
  const touched = new Touched();
  let current = map;
  const step = (action: DocumentAction) => {
    const result = applyAction(current, action);
    if (!result.ok) return result;
    current = result.map;
    touched.add(action, result.changed);
    return result;
  };
  for (const edit of [...pending].reverse()) step(edit.inverse);
  if (change !== null) step(change);
  const reapplied = pending
    .filter((_, index) => !dropped.has(index))
    .map(({ action }): Reapplied => {
      const result = step(action);
      return result.ok ? { ok: true, inverse: result.inverse } : { ok: false, error: result.error };
    });
  const changed = differing(map, current, touched.ids);
  const modifies = current !== map && touched.modifies;
  return { map: current, changed, reapplied, modifies, truthReach: touched.reach };
}

/** `actions` applied in order to `map`; one that does not apply is skipped and answered with why. */
export function applyInOrder(
  map: MapDocument,
  actions: readonly DocumentAction[],
): { map: MapDocument; reapplied: Reapplied[] } {
  let current = map;
  const reapplied = actions.map((action): Reapplied => {
    const result = applyAction(current, action);
    if (!result.ok) return { ok: false, error: result.error };
    current = result.map;
    return { ok: true, inverse: result.inverse };
  });
  return { map: current, reapplied };
}

/** The ids, reach and kind of every action applied, gathered as they go. */
class Touched {
  readonly ids: ChangedIds = { nodes: [], connections: [] };
  modifies = false;
  reach: TruthReach = 'none';

  add(action: DocumentAction, changed: ChangedIds): void {
    this.ids.nodes.push(...changed.nodes);
    this.ids.connections.push(...changed.connections);
    if (modifiesMap(action)) this.modifies = true;
    const reach = truthReachOf(action);
    if (reach === 'graph' || (reach === 'strength' && this.reach === 'none')) this.reach = reach;
  }
}

/** The touched ids whose entity is not the same before and after (added, removed, or other values). */
function differing(before: MapDocument, after: MapDocument, touched: ChangedIds): ChangedIds {
  const differs = <T>(was: T | undefined, is: T | undefined) => was !== is && !dequal(was, is);
  return {
    nodes: [...new Set(touched.nodes)].filter((id) => differs(before.nodes.get(id), after.nodes.get(id))),
    connections: [...new Set(touched.connections)].filter((id) =>
      differs(before.connections.get(id), after.connections.get(id)),
    ),
  };
}
