/**
 * The translation check (`npm run i18n:check`, issue 20): a language's locale files against the
 * English ones. Every English key is there (a plural key in each of the language's CLDR plural
 * categories, as i18next looks them up: `key_one`, `key_few`…), nothing else is; each value keeps the
 * English value's placeholders ({{name}}) and tags (<0>, <b>) — a plural form may leave out
 * {{count}}, as "one job" does — and is not the English text itself unless its key is on the
 * language's list of values that stay English (brand names, "OK").
 */

export type LocaleFiles = Record<string, unknown>;

export interface LocaleProblem {
  file: string;
  key: string;
  message: string;
}

type Flat = Map<string, string>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  else into.set(prefix, String(value));
  return into;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1]!).sort();
const tags = (text: string) => [...text.matchAll(/<\/?([A-Za-z0-9]+)\s*\/?>/g)].map((match) => match[0].replace(/\s/g, '')).sort();
const same = (a: string[], b: string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/** A value with nothing to translate: only placeholders, tags, digits, punctuation and spaces. */
const nothingToTranslate = (text: string) => !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, '').replace(/<[^>]*>/g, ''));

export function checkLocale(
  language: string,
  english: Record<string, LocaleFiles | undefined>,
  translated: Record<string, LocaleFiles | undefined>,
  sameAsEnglish: readonly string[] = [],
): LocaleProblem[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];
  const problems: LocaleProblem[] = [];
  for (const [file, source] of Object.entries(english)) {
    const target = translated[file];
    if (target === undefined) {
      problems.push({ file, key: '', message: `${language} has no ${file}` });
      continue;
    }
    const en = flatten(source);
    const ours = flatten(target);
    const expected = new Map<string, string>();
    for (const [key, value] of en) {
      const plural = PLURAL_SUFFIX.exec(key);
      if (!plural) expected.set(key, value);
      else {
        const base = key.slice(0, plural.index);
        for (const category of categories) if (!expected.has(`${base}_${category}`)) expected.set(`${base}_${category}`, en.get(`${base}_other`) ?? value);
      }
    }
    for (const [key, englishValue] of expected) {
      const value = ours.get(key);
      if (value === undefined) {
        const plural = PLURAL_SUFFIX.exec(key);
        problems.push({
          file,
          key,
          message: plural ? `missing the plural form "${plural[1]}" (${language} has ${categories.join(', ')})` : 'missing',
        });
        continue;
      }
      const isPlural = PLURAL_SUFFIX.test(key);
      const wanted = placeholders(englishValue);
      const found = placeholders(value);
      const placeholdersMatch =
        same(wanted, found) ||
        (isPlural &&
          same(
            wanted.filter((name) => name !== 'count'),
            found.filter((name) => name !== 'count'),
          ));
      if (!placeholdersMatch) problems.push({ file, key, message: `placeholders ${JSON.stringify(found)} differ from English ${JSON.stringify(wanted)}` });
      if (!same(tags(englishValue), tags(value)))
        problems.push({ file, key, message: `tags ${JSON.stringify(tags(value))} differ from English ${JSON.stringify(tags(englishValue))}` });
      if (value === englishValue && !nothingToTranslate(value) && !sameAsEnglish.includes(`${file}:${key}`))
        problems.push({ file, key, message: `is the English text ${JSON.stringify(value)}: translate it, or list "${file}:${key}" in sameAsEnglish.json` });
    }
    for (const key of ours.keys()) if (!expected.has(key)) problems.push({ file, key, message: 'is not an English key (removed or misspelt?)' });
  }
  return problems;
}
