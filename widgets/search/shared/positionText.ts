/** 'full_time' → 'Full time', for values without a label in searchOptionsMap. */
export function valueInWords(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Whole days between an ISO date and now (0 for today or a date in the future). */
export function daysSince(iso: string, now: number = Date.now()): number {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return 0;
  return Math.max(0, Math.floor((now - time) / 86_400_000));
}
