/**
 * One ordered stream of the changes to an open map (DESIGN.md, "The spine"), in the manner of tldraw's
 * `store.listen` with `source` and `scope`: every change is appended with the next sequence number and its
 * origin, and reaches each listener whose filter it passes, in order. The engine, the truth sync, the
 * modified flag, and later the recorder and the live-edit session, all read the map's changes here.
 */
import type { ActionScope } from '../actions/traits';
import type { MapAction } from '../actions/types';
import type { ChangeSet } from './changeSet';
import type { TruthEffect } from './truthEffect';

/**
 * Where a change came from: the user's own edit, their undo or redo, another client (live edit), a
 * presentation being replayed, the map being loaded, or values derived from the map (calculated truth).
 */
export type ChangeOrigin = 'user' | 'undo' | 'redo' | 'remote' | 'replay' | 'load' | 'derived';

export interface MapChange {
  /** 1, 2, 3…: the order changes were applied in. */
  readonly seq: number;
  readonly origin: ChangeOrigin;
  readonly scope: ActionScope;
  /** The action applied; none for a load, for derived values, and for a live edit's rebase (several). */
  readonly action?: MapAction;
  /** The action that undoes it, computed against the state it was applied to. */
  readonly inverse?: MapAction;
  /** What it touched; `all` when the whole map was replaced (a load). */
  readonly changed: ChangeSet | 'all';
  /** What it did to the truth calculation's inputs. */
  readonly truth: TruthEffect;
}

export type NewMapChange = Omit<MapChange, 'seq'>;

export interface ListenFilter {
  origin?: ChangeOrigin | readonly ChangeOrigin[];
  scope?: ActionScope;
}

export type ChangeListener = (change: MapChange) => void;

export class ChangeStream {
  private seq = 0;
  private readonly listeners = new Set<{ listener: ChangeListener; filter: ListenFilter }>();
  /** Changes appended while listeners were still being told of an earlier one (a listener's own edit). */
  private readonly pending: MapChange[] = [];
  private delivering = false;

  /** The sequence number of the last change appended (0: none yet). */
  get lastSeq(): number {
    return this.seq;
  }

  /** Calls `listener` with every change from now on that passes `filter`; answers how to stop. */
  listen(listener: ChangeListener, filter: ListenFilter = {}): () => void {
    const entry = { listener, filter };
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  /**
   * Appends a change and tells the listeners. A change appended by a listener waits until every listener
   * has been told of the one before it, so all of them see the same order.
   */
  append(change: NewMapChange): MapChange {
    const appended: MapChange = { ...change, seq: ++this.seq };
    this.pending.push(appended);
    if (!this.delivering) this.deliver();
    return appended;
  }

  private deliver(): void {
    this.delivering = true;
    let failure: { error: unknown } | undefined;
    try {
      for (let change = this.pending.shift(); change !== undefined; change = this.pending.shift())
        for (const { listener, filter } of [...this.listeners]) {
          if (!passes(change, filter)) continue;
          // One listener's failure must not keep the change from the others (the engine from the truth).
          try {
            listener(change);
          } catch (error) {
            failure ??= { error };
          }
        }
    } finally {
      this.delivering = false;
    }
    if (failure) throw failure.error;
  }
}

function passes(change: MapChange, filter: ListenFilter): boolean {
  if (filter.scope !== undefined && change.scope !== filter.scope) return false;
  const { origin } = filter;
  if (origin === undefined) return true;
  return typeof origin === 'string' ? change.origin === origin : origin.includes(change.origin);
}
