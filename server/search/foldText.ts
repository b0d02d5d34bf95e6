import { countryNames } from '../../engine/i18n/countryNames';

/** Lower case without accents, spaces collapsed: 'São  Paulo' and 'sao paulo' compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The name of an ISO 3166 country code in a language ('US' → 'United States', in German 'Vereinigte Staaten'); the text itself otherwise. */
export function countryName(code: string, language = 'en'): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return countryNames(language).of(code) ?? code;
  } catch {
    return code;
  }
}
