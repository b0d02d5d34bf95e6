import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from './languages';
import type { SupportedLanguage } from './languages';

export interface LanguageSources {
  /** The hl query parameter or the server-rendered page setting; it wins over everything else. */
  pageSetting?: string | null;
  /** The logged-in candidate's saved language. */
  saved?: string | null;
  /** The browser's preferred languages, most preferred first (navigator.languages, Accept-Language). */
  browserLanguages?: readonly string[];
  /** The employer's default language, when nothing above names a supported one. */
  fallback?: string | null;
}

const SUPPORTED_BY_LOWER_CASE: ReadonlyMap<string, SupportedLanguage> = new Map(SUPPORTED_LANGUAGES.map((language) => [language.toLowerCase(), language]));

/** Tags browsers send for a supported language under another name; Chinese is only supported with a script region. */
const ALIASES: ReadonlyMap<string, SupportedLanguage> = new Map([
  ['zh', 'zh-CN'],
  ['zh-hans', 'zh-CN'],
  ['zh-sg', 'zh-CN'],
  ['zh-hant', 'zh-TW'],
  ['zh-hk', 'zh-TW'],
  ['zh-mo', 'zh-TW'],
  ['no', 'nb'],
  ['iw', 'he'],
]);

/**
 * The page language (issue 20): the page setting (hl), else the candidate's saved language, else the
 * first browser language that matches a supported one (pt-BR, pt-PT and pt apart, zh-TW and zh-CN,
 * fr-CA before fr, nb for no), else the employer's default, else English.
 */
export function resolveLanguage({ pageSetting, saved, browserLanguages = [], fallback }: LanguageSources): SupportedLanguage {
  for (const candidate of [pageSetting, saved, ...browserLanguages, fallback]) {
    const language = candidate ? matchSupportedLanguage(candidate) : undefined;
    if (language !== undefined) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Matches a language tag to a supported language, ignoring case and reading "_" as "-". A tag
 * that is not supported as written falls back to its shorter prefixes: de-AT → de, es-419 → es.
 */
export function matchSupportedLanguage(tag: string): SupportedLanguage | undefined {
  const subtags = tag.trim().replaceAll('_', '-').toLowerCase().split('-');
  for (let length = subtags.length; length > 0; length -= 1) {
    const prefix = subtags.slice(0, length).join('-');
    const language = SUPPORTED_BY_LOWER_CASE.get(prefix) ?? ALIASES.get(prefix);
    if (language !== undefined) return language;
  }
  return undefined;
}
