import { useEffect } from 'react';
import { ChangeMarks } from '../../src/model/live/changeMarks';
import type { MapDocumentStore } from '../../src/stores/MapDocumentStore';

/** What the hook needs of the engine (MapEngine has it). */
export interface ChangeMarkTarget {
  setChangeMarks(nodeIds: readonly string[]): void;
}

/**
 * Live edit's recent-change marks (spec 2 section 4: they expire after 10 seconds): the nodes other
 * members change (the map's remote document changes) are marked on the canvas, and each mark goes once
 * it is 10 s old. One timer runs, to the next expiry, only while a mark is shown; unmounting (or another
 * store or engine) stops it, stops listening and clears the marks. Nothing runs until both are there.
 */
export function useChangeMarks(store: MapDocumentStore | null, engine: ChangeMarkTarget | null): void {
  useEffect(() => {
    if (store === null || engine === null) return;
    const marks = new ChangeMarks();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      clearTimeout(timer);
      timer = undefined;
      const now = Date.now();
      engine.setChangeMarks(marks.current(now));
      const next = marks.nextExpiry(now);
      if (next !== undefined) timer = setTimeout(show, next - now);
    };
    const stop = store.listen(
      (change) => {
        // A whole map replaced names no nodes; its nodes were not changed by a member.
        if (change.changed === 'all' || change.changed.nodes.length === 0) return;
        marks.mark(change.changed.nodes, Date.now());
        show();
      },
      { origin: 'remote', scope: 'document' },
    );
    return () => {
      stop();
      clearTimeout(timer);
      engine.setChangeMarks([]);
    };
  }, [store, engine]);
}
