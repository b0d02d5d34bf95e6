import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { LANGUAGE_QUERY_PARAM } from '../../engine/i18n/languages';

/** The languages an employer offers (its picker's, `locales`); alternates are listed only when there is more than one. */
export function offeredLanguages(config: EmployerConfig): string[] {
  const languages = config.locales ?? [];
  return languages.length > 1 ? languages : [];
}

/** An address in a language: the same address with `hl` set (the address as it is for x-default). */
export function inLanguage(address: string, language: string | null): string {
  const url = new URL(address);
  if (language === null) url.searchParams.delete(LANGUAGE_QUERY_PARAM);
  else url.searchParams.set(LANGUAGE_QUERY_PARAM, language);
  return url.toString();
}

/** Each offered language's version of an address, plus x-default (the address without hl), for `<link rel="alternate" hreflang>` and sitemaps. */
export function languageAlternates(address: string, config: EmployerConfig): { hreflang: string; href: string }[] {
  const languages = offeredLanguages(config);
  if (languages.length === 0) return [];
  return [
    ...languages.map((language) => ({ hreflang: language, href: inLanguage(address, language) })),
    { hreflang: 'x-default', href: inLanguage(address, null) },
  ];
}
