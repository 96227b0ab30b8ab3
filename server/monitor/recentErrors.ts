/** One server error as the monitor page lists it. */
export interface ServerErrorEntry {
  /** Counts up from 1 within this process. */
  id: number;
  at: Date;
  /** Where it happened: the HTTP route or GraphQL. */
  source: string;
  message: string;
}

/**
 * The latest unexpected server errors of this process, newest first, in a fixed-size buffer: the
 * monitor page's "recent errors" without a table that a failing database could not be written to.
 */
export class RecentErrors {
  private readonly entries: ServerErrorEntry[] = [];
  private recorded = 0;

  constructor(private readonly capacity = 50) {}

  record(source: string, error: unknown, at: Date = new Date()): void {
    const message = error instanceof Error ? error.message : String(error);
    this.recorded += 1;
    this.entries.unshift({ id: this.recorded, at, source, message: message.slice(0, 2000) });
    if (this.entries.length > this.capacity) this.entries.length = this.capacity;
  }

  latest(count: number): ServerErrorEntry[] {
    return this.entries.slice(0, count);
  }
}
