/**
 * The server's ops in revision order: ops from several server processes may arrive out of order, so
 * each is held until the ones before it have come, and a gap that stays open is asked for again.
 */
import type { LiveOp } from './protocol';

export class OpInbox {
  private readonly waiting = new Map<number, LiveOp>();

  constructor(private revision: number) {}

  /** The last revision taken in order. */
  get rev(): number {
    return this.revision;
  }

  /** Whether ops are held behind a missing one. */
  get hasGap(): boolean {
    return this.waiting.size > 0;
  }

  /** Starts again at `rev` (a fresh document); ops held for later revisions stay. */
  reset(rev: number): void {
    this.revision = rev;
    for (const held of this.waiting.keys()) if (held <= rev) this.waiting.delete(held);
  }

  /** Takes an op; answers the ops now ready, in order (none while one before it is missing). */
  receive(op: LiveOp): LiveOp[] {
    if (op.rev <= this.revision) return [];
    this.waiting.set(op.rev, op);
    const ready: LiveOp[] = [];
    for (let next = this.waiting.get(this.revision + 1); next; next = this.waiting.get(this.revision + 1)) {
      this.waiting.delete(next.rev);
      this.revision = next.rev;
      ready.push(next);
    }
    return ready;
  }
}
