import { toCalendarDay, toRangeMonth } from './calendarDay';
import type { DateRangeValue } from './rules/dateRangeRules';

/**
 * The "I'm currently in this role" checkbox of a date range: ticking it sets the end to this month
 * (the end input is then disabled), unticking it clears the end.
 */
export function setCurrentRole(range: DateRangeValue | undefined, isCurrent: boolean, now: Date | string): DateRangeValue {
  return isCurrent ? { ...range, isCurrent: true, endDate: toRangeMonth(toCalendarDay(now)) } : { ...range, isCurrent: false, endDate: '' };
}
