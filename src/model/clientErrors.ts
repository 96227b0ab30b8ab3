/**
 * How many client error reports one page sends (`PUT /a/log`): a loop that throws on every frame
 * must not flood the server, and the same error is worth one report, not hundreds. The server has its
 * own budget per address; this one keeps a well-behaved page far below it.
 */
export interface ReportBudgetOptions {
  /** Reports in one window. */
  maxPerWindow: number;
  windowMs: number;
  /** A message already reported is not reported again within this time. */
  repeatAfterMs: number;
}

export const CLIENT_REPORT_BUDGET: ReportBudgetOptions = {
  maxPerWindow: 10,
  windowMs: 60_000,
  repeatAfterMs: 10 * 60_000,
};

export class ReportBudget {
  private sentTimes: number[] = [];
  private readonly lastByMessage = new Map<string, number>();

  constructor(private readonly options: ReportBudgetOptions = CLIENT_REPORT_BUDGET) {}

  /** Whether a report of this message may go now; counts it when it may. */
  take(message: string, now: number): boolean {
    const { maxPerWindow, windowMs, repeatAfterMs } = this.options;
    const last = this.lastByMessage.get(message);
    if (last !== undefined && now - last < repeatAfterMs) return false;
    this.sentTimes = this.sentTimes.filter((time) => now - time < windowMs);
    if (this.sentTimes.length >= maxPerWindow) return false;
    this.sentTimes.push(now);
    this.lastByMessage.set(message, now);
    return true;
  }
}
