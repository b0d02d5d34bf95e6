/** The languages Portico ships; the order is the contract's and is kept for language pickers. */
export const SUPPORTED_LANGUAGES = [
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fi',
  'fr',
  'fr-CA',
  'he',
  'hi',
  'hr',
  'ht',
  'hu',
  'it',
  'ja',
  'ko',
  'ms',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'pt-PT',
  'ru',
  'sk',
  'sr',
  'sv',
  'te',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/**
 * Languages whose interface text is another's: Portuguese without a region is Brazil's (the larger
 * readership), its `<html lang>` still "pt".
 */
export const LOCALE_ALIASES: Partial<Record<SupportedLanguage, SupportedLanguage>> = { pt: 'pt-BR' };

/** The folders of engine/i18n/locales: one per supported language that has its own text. */
export const LOCALE_FOLDERS: readonly SupportedLanguage[] = /* @__PURE__ */ SUPPORTED_LANGUAGES.filter((language) => !(language in LOCALE_ALIASES));

/** The folder a language's text is in (pt reads pt-BR's). */
export const localeFolder = (language: string) => LOCALE_ALIASES[language as SupportedLanguage] ?? language;

export const DEFAULT_LANGUAGE: SupportedLanguage = 'en';

/** The query parameter that chooses the page language, e.g. ?hl=fr-CA. */
export const LANGUAGE_QUERY_PARAM = 'hl';

export const RTL_LANGUAGES: readonly SupportedLanguage[] = ['ar', 'he'];

/** Names already known: sent with the page (addLanguageNames) or made once here. */
const names = new Map<string, string>();

/**
 * Takes the names the page came with (boot data's `languageNames`). A browser's first
 * `Intl.DisplayNames` loads its language data, some 16 ms on a desktop (four times that on a phone),
 * in the middle of the page's start.
 */
export function addLanguageNames(known: Record<string, string> | undefined): void {
  for (const [code, name] of Object.entries(known ?? {})) names.set(code, name);
}

/** A language in its own words ("Deutsch", "français", "العربية"), as the language pickers show it: no strings to translate. */
export function languageName(code: string): string {
  let name = names.get(code);
  if (name === undefined) {
    try {
      name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    } catch {
      name = code;
    }
    names.set(code, name);
  }
  return name;
}

export function textDirection(language: string): 'rtl' | 'ltr' {
  return (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
}
