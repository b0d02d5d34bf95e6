import { SUPPORTED_LANGUAGES } from './languages';

const SUPPORTED: ReadonlySet<string> = new Set(SUPPORTED_LANGUAGES);
const held = new Map<string, Intl.DisplayNames>();

/**
 * Country names in a language (English where it has none; the code itself for an unknown one): the
 * search's country filter and the forms' country options. One per supported language is kept; any
 * other tag (a query parameter's) is made for its call, so what is kept stays bounded.
 */
export function countryNames(language: string | undefined): Intl.DisplayNames {
  const tag = language || 'en';
  const kept = held.get(tag);
  if (kept) return kept;
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([tag, 'en'], { type: 'region', fallback: 'code' });
  } catch {
    names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  }
  if (SUPPORTED.has(tag)) held.set(tag, names);
  return names;
}
