const DAY_MS = 24 * 60 * 60 * 1000;

/** A time zone name the runtime knows (the request layer's X-Portico-Timezone header), else UTC. */
export function knownTimeZone(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length > 64) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: candidate });
    return candidate;
  } catch {
    return 'UTC';
  }
}

function calendarDay(date: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / DAY_MS;
}

/** Calendar days from now to then in the candidate's time zone: 0 today, 1 tomorrow (even if only an hour away). */
export function calendarDaysUntil(then: Date, now: Date, timeZone: string): number {
  return calendarDay(then, timeZone) - calendarDay(now, timeZone);
}
