import type { DateRangeValue } from './rules/dateRangeRules';

/**
 * A new selection of one end of a date range (a month as MM/YYYY, '' when that end is cleared).
 * The range's two ends are separate month inputs, so a selection with one end missing simply
 * starts the range from that end; the other end is kept either way, so a range can be filled in
 * either order and clearing (or half-editing) one month never loses the other one the candidate
 * typed. One end given and the other not is what 'Please enter both a start and end date.' reports.
 * Clearing the only end there is clears the range.
 */
export function selectRangeEnd(range: DateRangeValue | undefined, end: 'startDate' | 'endDate', month: string): DateRangeValue | undefined {
  const next: DateRangeValue = { ...range };
  if (month === '') delete next[end];
  else next[end] = month;
  return next.startDate || next.endDate ? next : undefined;
}
