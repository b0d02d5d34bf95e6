import dayjs from 'dayjs';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { DATE_DISPLAY_FORMAT, DATE_INPUT_FORMAT, DATE_RANGE_FORMAT, DATE_VALUE_FORMAT } from './formConstants';

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

type DatePart = 'day' | 'month' | 'year';

const typedFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * A language's numeric date in the Gregorian calendar: a typed day must read back as the day it
 * shows, and Thai's default Buddhist years (2569) would not (its translators ask for C.E. years).
 */
function typedFormat(language: string): Intl.DateTimeFormat {
  let format = typedFormats.get(language);
  if (!format)
    typedFormats.set(language, (format = new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', calendar: 'gregory' })));
  return format;
}

/** How a language writes a numeric date, part by part: month/day/year in English, day.month.year in German, year/month/day in Japanese. */
function numericDateParts(language: string): Intl.DateTimeFormatPart[] {
  return typedFormat(language).formatToParts(new Date(2026, 10, 23));
}

function datePartOrder(language: string): DatePart[] {
  return numericDateParts(language).flatMap((part) => (part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : []));
}

/**
 * What a date input shows while empty: the language's numeric date with its letters for the parts
 * (MM/DD/YYYY in English, TT.MM.JJJJ in German with the letters its translators chose).
 */
export function typedDayPlaceholder(language: string, letters: Readonly<Record<DatePart, string>>): string {
  // Bidirectional marks (Arabic's separators carry them) stay out of a placeholder.
  return numericDateParts(language)
    .map((part) =>
      part.type === 'day' || part.type === 'month' || part.type === 'year'
        ? letters[part.type]
        : part.type === 'literal'
          ? part.value.replace(/[\u200e\u200f\u061c]/g, '')
          : '',
    )
    .join('');
}

/**
 * A day typed into a date input: YYYY-MM-DD, or three numbers in the page language's order
 * (12/10/1990 in English is 10 December, 10.12.1990 in German the same day, 1990/12/10 in Japanese).
 * Undefined when it is not a real day.
 */
export function parseTypedDay(text: string, language: string): CalendarDay | undefined {
  const iso = parseCalendarDay(text);
  if (iso) return iso;
  // Arabic-Indic digits (what an Arabic page may show) read as 0-9.
  const digits = text.trim().replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
  const numbers = digits.match(/\d+/g);
  if (!numbers || numbers.length !== 3) return undefined;
  const order = datePartOrder(language);
  if (order.length !== 3) return undefined;
  const part = (type: 'day' | 'month' | 'year') => numbers[order.indexOf(type)] ?? '';
  const year = part('year');
  if (year.length !== 4) return undefined;
  return parseCalendarDay(`${year}-${part('month').padStart(2, '0')}-${part('day').padStart(2, '0')}`);
}

/** A day as a date input shows it: MM/DD/YYYY in English, the language's numeric date in another (23.11.2026, 2026/11/23). */
export function formatTypedDay(day: CalendarDay, language: string | undefined): string {
  const date = dayjs(day);
  return !language || language === DEFAULT_LANGUAGE ? date.format(DATE_INPUT_FORMAT) : typedFormat(language).format(date.toDate());
}
