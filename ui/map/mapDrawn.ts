/**
 * "The canvas has drawn this store's map": the truth worker's copy of a newly loaded map waits for it, so
 * the map shows first (TruthSync). Keyed by the document store, so the editor's stores and its canvas
 * need no wiring between them.
 */
const waiting = new WeakMap<object, (() => void)[]>();

/** A hidden tab draws no frames, and a canvas may fail to start: the wait ends after this at most. */
export const MAP_DRAWN_TIMEOUT_MS = 5000;

/** Resolves when the canvas next draws `store`'s map, or after MAP_DRAWN_TIMEOUT_MS. */
export function whenMapDrawn(store: object, timeoutMs = MAP_DRAWN_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    const list = waiting.get(store) ?? [];
    list.push(resolve);
    waiting.set(store, list);
    setTimeout(resolve, timeoutMs);
  });
}

/** Called by the canvas after each frame it draws of `store`'s map. */
export function mapDrawn(store: object): void {
  const list = waiting.get(store);
  if (!list) return;
  waiting.delete(store);
  // After the frame's task, so the frame is on screen before the waiters' work starts.
  setTimeout(() => {
    for (const resolve of list) resolve();
  }, 0);
}
