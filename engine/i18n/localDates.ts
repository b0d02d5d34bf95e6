import { DEFAULT_LANGUAGE } from './languages';

/**
 * Dates in the page language (issue 20). English keeps the spec's formats, which its callers give
 * (DD MMM YYYY, MM/DD/YYYY); every other language its own, from Intl (23.11.2026, 2026年11月23日).
 */
export type DateStyle = 'date' | 'dateTime' | 'numeric';

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date in a language's own format; undefined for English (the caller's spec format applies). */
export function localDate(date: Date, language: string | undefined, style: DateStyle): string | undefined {
  if (!language || language === DEFAULT_LANGUAGE) return undefined;
  const key = `${language}:${style}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(language, OPTIONS[style])));
  return format.format(date);
}
