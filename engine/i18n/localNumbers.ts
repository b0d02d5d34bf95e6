import { DEFAULT_LANGUAGE } from './languages';

/**
 * Numbers, counts, percentages and lists in the page language (issue 20), from Intl: no locale data
 * is bundled. English keeps the spec's forms, which its callers give (counts with k/M/B, lists joined
 * with ', '); every other language its own (1200 → "1200" in German, "1,2 mil" in Brazilian
 * Portuguese; "a, b und c").
 */
const isEnglish = (language: string | undefined) => !language || language === DEFAULT_LANGUAGE;

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string, kind: 'count' | 'percent' | 'number'): Intl.NumberFormat {
  const key = `${language}:${kind}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions =
      kind === 'count' ? { notation: 'compact', maximumFractionDigits: 1 } : kind === 'percent' ? { style: 'percent', maximumFractionDigits: 0 } : {};
    numberFormats.set(key, (format = new Intl.NumberFormat(language, options)));
  }
  return format;
}

/** A count in a language's compact notation; undefined for English (the spec's k/M/B apply). */
export function localCount(n: number, language: string | undefined): string | undefined {
  return isEnglish(language) ? undefined : numberFormat(language as string, 'count').format(Number.isFinite(n) ? n : 0);
}

/** A whole percentage (0–100) with the language's sign and spacing: 45% in English, 45 % in German, %45 in Turkish. */
export function formatPercent(percent: number, language: string | undefined): string {
  // English's is written here: a page's first Intl.NumberFormat loads the browser's number data (some 20 ms on a phone).
  if (isEnglish(language) && Number.isFinite(percent)) return `${Math.round(percent)}%`;
  return numberFormat(language || DEFAULT_LANGUAGE, 'percent').format(Math.round(percent) / 100);
}

/** A plain number with the language's separators: 12,345.5 in English, 12.345,5 in German. */
export function formatNumber(value: number, language: string | undefined): string {
  return numberFormat(language || DEFAULT_LANGUAGE, 'number').format(value);
}

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * Items read as one list: joined with ', ' in English (as the spec's screens show them), with the
 * language's separators and its "and" (conjunction) or "or" (disjunction) in any other.
 */
export function formatList(items: readonly string[], language: string | undefined, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  if (isEnglish(language)) return items.join(', ');
  const key = `${language}:${type}`;
  let format = listFormats.get(key);
  if (!format) listFormats.set(key, (format = new Intl.ListFormat(language, { type })));
  return format.format(items);
}
