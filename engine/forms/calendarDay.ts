import dayjs from 'dayjs';
import { DATE_DISPLAY_FORMAT, DATE_RANGE_FORMAT, DATE_VALUE_FORMAT } from './formConstants';

/**
 * Calendar days as ISO strings (YYYY-MM-DD). Rules compare days, never instants, so a date answer
 * means the same day wherever it is checked, and ISO days compare correctly as plain text.
 */
export type CalendarDay = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const RANGE_MONTH = /^(\d{2})\/(\d{4})$/;

/** Today according to the injected `now`: a Date's local day, or the given YYYY-MM-DD. */
export function toCalendarDay(now: Date | string): CalendarDay {
  if (typeof now === 'string') {
    const day = parseCalendarDay(now);
    if (day) return day;
    return dayjs(now).format(DATE_VALUE_FORMAT);
  }
  return dayjs(now).format(DATE_VALUE_FORMAT);
}

/** The calendar day of a date answer (YYYY-MM-DD, or an ISO date-time whose day part is taken), or undefined. */
export function parseCalendarDay(value: unknown): CalendarDay | undefined {
  if (typeof value !== 'string') return undefined;
  const match = ISO_DAY.exec(value.trim());
  if (!match) return undefined;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  // dayjs rolls 2026-02-30 over to March; a day that does not survive the round trip does not exist.
  return dayjs(day).format(DATE_VALUE_FORMAT) === day ? day : undefined;
}

/** A date limit of the form definition: a YYYY-MM-DD day, or a number of days from today. */
export function resolveDateLimit(limit: unknown, today: CalendarDay): CalendarDay | undefined {
  if (typeof limit === 'number' && Number.isInteger(limit)) return shiftCalendarDay(today, limit, 'day');
  return parseCalendarDay(limit);
}

export function shiftCalendarDay(day: CalendarDay, amount: number, unit: 'day' | 'week' | 'month' | 'year'): CalendarDay {
  return dayjs(day).add(amount, unit).format(DATE_VALUE_FORMAT);
}

/** A day as candidates read it, by default 01 Jan 2026. */
export function formatCalendarDay(day: CalendarDay, format: string = DATE_DISPLAY_FORMAT): string {
  return dayjs(day).format(format);
}

/** A date-range end (MM/YYYY) as a sortable YYYY-MM, or undefined when it is not a real month. */
export function parseRangeMonth(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = RANGE_MONTH.exec(value.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? `${match[2]}-${match[1]}` : undefined;
}

/** The month of a day in the date-range format, e.g. 03/2026. */
export function toRangeMonth(day: CalendarDay): string {
  return dayjs(day).format(DATE_RANGE_FORMAT);
}
