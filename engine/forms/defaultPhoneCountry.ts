import { isSupportedCountry } from 'libphonenumber-js';
import { DEFAULT_COUNTRY_CODE } from './formConstants';

/** The region a language is most spoken in (CLDR likely subtags through Intl): de → DE, pt-BR → BR, fr-CA → CA, en → US. */
export function languageRegion(language: string | undefined): string | undefined {
  if (!language) return undefined;
  try {
    return new Intl.Locale(language).maximize().region;
  } catch {
    return undefined;
  }
}

/**
 * The country a phone answer starts with (issue 20): the one the form is given (an employer's
 * choice wins), else the page language's region (ja → JP, zh-TW → TW), else US, as an English page
 * always had. A country libphonenumber does not know is passed over.
 */
export function defaultPhoneCountry(language: string | undefined, configured?: string): string {
  for (const country of [configured?.toUpperCase(), languageRegion(language)]) {
    if (country && isSupportedCountry(country)) return country;
  }
  return DEFAULT_COUNTRY_CODE;
}
