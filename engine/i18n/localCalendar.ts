/**
 * Calendars in the page language (issue 20): the day a week starts on. Intl knows it where the
 * browser has Intl.Locale's week info (Chrome, Safari, Node); elsewhere (Firefox) a table of the
 * regions Portico's languages are spoken in answers the same (CLDR's weekData).
 */

/** 0 Sunday … 6 Saturday, as date pickers count. */
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** CLDR regions whose weeks start on Sunday or Saturday among those of the supported languages; the rest start on Monday. */
const SUNDAY_REGIONS = new Set(['US', 'CA', 'BR', 'PT', 'IL', 'IN', 'JP', 'KR', 'TH', 'TW', 'HK', 'MX', 'PH', 'SA', 'ZA']);
const SATURDAY_REGIONS = new Set(['EG', 'AE', 'DZ', 'BH', 'IQ', 'JO', 'KW', 'LY', 'OM', 'QA', 'SD', 'SY']);

interface WeekInfoLocale extends Intl.Locale {
  readonly weekInfo?: { firstDay: number };
  getWeekInfo?: () => { firstDay: number };
}

function intlLocale(language: string): WeekInfoLocale | undefined {
  try {
    return new Intl.Locale(language) as WeekInfoLocale;
  } catch {
    return undefined;
  }
}

/** The first day of the week by the language's likely region, from the table (what browsers without week info use). */
export function tableFirstDayOfWeek(language: string): WeekDay {
  const region = intlLocale(language)?.maximize().region ?? 'US';
  return SUNDAY_REGIONS.has(region) ? 0 : SATURDAY_REGIONS.has(region) ? 6 : 1;
}

/** The day a week starts on in a language: Monday in German, Sunday in English (US), Japanese and Brazilian Portuguese, Saturday in Arabic. */
export function firstDayOfWeek(language: string | undefined): WeekDay {
  const locale = intlLocale(language || 'en');
  if (!locale) return 0;
  // getWeekInfo() is the standard's; the weekInfo getter is what Chrome before 130 and Node 20 have.
  const info = typeof locale.getWeekInfo === 'function' ? locale.getWeekInfo() : locale.weekInfo;
  if (info && Number.isInteger(info.firstDay)) return (info.firstDay % 7) as WeekDay;
  return tableFirstDayOfWeek(language || 'en');
}
