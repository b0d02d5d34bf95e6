import type { FormatterModule } from 'i18next';
import { DEFAULT_LANGUAGE } from './languages';
import { formatNumber } from './localNumbers';

/** The parameters that are counts of things ("{{count}} jobs", "{{total}} steps"): numbers a candidate reads. */
const COUNT_PARAMETERS = new Set(['count', 'total']);

/**
 * i18next's formatter for Portico (issue 20): counts in a message are written with the page
 * language's separators (12.345 Stellen, 12 345 offres), English's stay as the spec writes them
 * (12345 jobs). Only counts: versions, years and ids in a message are not quantities. The locale
 * files use no "{{value, format}}" formats, so i18next's own formatter is not needed.
 */
export const countFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format(value, format, language, options) {
    if (format !== undefined || typeof value !== 'number' || !language || language === DEFAULT_LANGUAGE) return value;
    const key = (options as { interpolationkey?: string } | undefined)?.interpolationkey;
    return key !== undefined && COUNT_PARAMETERS.has(key) ? formatNumber(value, language) : value;
  },
};
