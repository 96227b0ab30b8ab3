/**
 * Recent per-node change marks of live edit (spec 2 section 4: "Recent per-node change marks expire after
 * 10 seconds"): when each node was last changed by another member, and which marks are still current.
 * Pure bookkeeping with the time passed in, so the shell owns the clock and the one timer.
 */
import { LIVE_EDIT_CHANGE_EXPIRY_MS } from '../map/constants';

export class ChangeMarks {
  /** Node id → when it was last changed (ms, the caller's clock). */
  private readonly changedAt = new Map<string, number>();

  constructor(private readonly expiryMs: number = LIVE_EDIT_CHANGE_EXPIRY_MS) {}

  /** Marks the nodes changed at `now` (a later change restarts a node's mark); drops expired marks. */
  mark(nodeIds: Iterable<string>, now: number): void {
    this.dropExpired(now);
    for (const id of nodeIds) {
      // Re-inserted so the map stays in order of change (oldest first).
      this.changedAt.delete(id);
      this.changedAt.set(id, now);
    }
  }

  /** The nodes whose mark is younger than the expiry at `now`, oldest change first. */
  current(now: number): string[] {
    const ids: string[] = [];
    for (const [id, at] of this.changedAt) if (this.live(at, now)) ids.push(id);
    return ids;
  }

  /** When the next current mark expires (ms on the caller's clock); undefined when none is current. */
  nextExpiry(now: number): number | undefined {
    let next: number | undefined;
    for (const at of this.changedAt.values()) {
      if (!this.live(at, now)) continue;
      const expiry = at + this.expiryMs;
      if (next === undefined || expiry < next) next = expiry;
    }
    return next;
  }

  clear(): void {
    this.changedAt.clear();
  }

  private live(at: number, now: number): boolean {
    return now - at < this.expiryMs;
  }

  private dropExpired(now: number): void {
    for (const [id, at] of this.changedAt) if (!this.live(at, now)) this.changedAt.delete(id);
  }
}
