import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import english from '../../engine/i18n/locales/en/searchFilters.json';
import { localeFolder } from '../../engine/i18n/languages';
import { LOCALES } from './localeStrings';

/** The search filters' default names and option labels (locales/<language>/searchFilters.json): only the server's search answers use them, so no page downloads them. */
export type SearchFilterStrings = typeof english;

const cache = new Map<string, SearchFilterStrings>();

/** A language's default filter names and labels, each falling back to English's; read once per process. */
export function searchFilterStrings(language: string): SearchFilterStrings {
  const folder = localeFolder(language);
  let strings = cache.get(folder);
  if (!strings) {
    const file = join(LOCALES, folder, 'searchFilters.json');
    const own = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<SearchFilterStrings>) : {};
    strings = {
      names: { ...english.names, ...own.names },
      remote: { ...english.remote, ...own.remote },
      employmentType: { ...english.employmentType, ...own.employmentType },
    };
    cache.set(folder, strings);
  }
  return strings;
}
