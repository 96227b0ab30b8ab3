/**
 * Drafts: a run of actions whose in-between maps nobody sees (a stream replayed to a point for seek in a
 * presentation, a late joiner catching up in live edit) edits the lists it made in place, instead of copying
 * tens of thousands of entries per action. Only lists made inside the draft are edited in place; every list
 * it was handed stays as it was, so the map the run started from is still whole and the maps it returns are
 * ordinary immutable maps once it ends. Indexes read in-place edits from each list's log
 * (`recordInPlaceEdit` in `../map/listMirror.ts`).
 *
 * An action refused part way may have edited a draft list already: a draft is for runs that are expected
 * to succeed, and its caller starts again without one when one fails (`replayActions`).
 */

let owned: WeakSet<readonly unknown[]> | undefined;

/** Runs `run` as a draft (or as part of the draft already running). */
export function inDraft<T>(run: () => T): T {
  if (owned !== undefined) return run();
  owned = new WeakSet();
  try {
    return run();
  } finally {
    owned = undefined;
  }
}

/** Whether `list` was made by the running draft, and so may be edited in place. */
export function isDraftList(list: readonly unknown[]): list is unknown[] {
  return owned?.has(list) ?? false;
}

/** Marks a list just made as the running draft's own (a no-op outside a draft). */
export function madeInDraft<T>(list: T[]): T[] {
  owned?.add(list);
  return list;
}
