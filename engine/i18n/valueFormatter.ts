import type { FormatterModule } from 'i18next';
import { DEFAULT_LANGUAGE, textDirection } from './languages';
import { formatNumber } from './localNumbers';

/** The parameters that are counts of things ("{{count}} jobs", "{{total}} steps"): numbers a candidate reads. */
const COUNT_PARAMETERS = new Set(['count', 'total']);

/** Unicode's first-strong isolate and its end: the value inside takes its own direction, and the sentence around it keeps its own. */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * i18next's formatter for Portico (issue 20), through which every value of a message passes:
 * - counts ("{{count}} jobs", "{{total}} steps") are written with the page language's separators
 *   (12.345 Stellen, 12 345 offres), English's as the spec writes them (12345 jobs). Only counts:
 *   versions, years and ids in a message are not quantities;
 * - in a right-to-left language every value is isolated (FSI … PDI), so a Latin job title, an e-mail
 *   address or a number inside an Arabic or Hebrew sentence neither scrambles nor reorders the
 *   words around it (the isolates are invisible and screen readers skip them).
 * The locale files use no "{{value, format}}" formats, so i18next's own formatter is not needed.
 */
export const valueFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format(value, format, language, options) {
    if (format !== undefined || !language) return value;
    const key = (options as { interpolationkey?: string } | undefined)?.interpolationkey;
    const shown =
      typeof value === 'number' && language !== DEFAULT_LANGUAGE && key !== undefined && COUNT_PARAMETERS.has(key) ? formatNumber(value, language) : value;
    const isolated = (typeof shown === 'string' && shown !== '') || typeof shown === 'number';
    return isolated && textDirection(language) === 'rtl' ? `${FIRST_STRONG_ISOLATE}${shown}${POP_DIRECTIONAL_ISOLATE}` : shown;
  },
};
