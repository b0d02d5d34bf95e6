/**
 * A per-visitor budget of stored page logs (fixed one-minute windows). Over budget, logs are dropped
 * quietly: the page is never told, so logging can never break or slow it, but one client cannot fill
 * the table.
 */
export class PageLogBudget {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly maxVisitors = 10_000,
  ) {}

  allow(visitor: string, now: number): boolean {
    const window = this.windows.get(visitor);
    if (!window || now - window.start >= 60_000) {
      if (this.windows.size >= this.maxVisitors) this.forgetIdle(now);
      this.windows.set(visitor, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.perMinute;
  }

  private forgetIdle(now: number): void {
    for (const [visitor, window] of this.windows) if (now - window.start >= 60_000) this.windows.delete(visitor);
    // Still full (a flood of distinct addresses): start over rather than grow without bound.
    if (this.windows.size >= this.maxVisitors) this.windows.clear();
  }
}
