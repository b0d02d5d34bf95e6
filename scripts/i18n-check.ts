/**
 * npm run i18n:check [-- <language>...]
 * Checks every supported language's locale files (engine/i18n/locales/<language>/) against the
 * English ones with engine/i18n/checkLocale.ts; prints `language/file: key: problem`. Exits 1 when
 * any language has a problem (or a file is not valid JSON), 0 when all are complete.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkLocale, type LocaleFiles } from '../engine/i18n/checkLocale';
import { LOCALE_FOLDERS } from '../engine/i18n/languages';

const root = join(import.meta.dirname, '..', 'engine', 'i18n', 'locales');
const SAME_AS_ENGLISH = 'sameAsEnglish.json';

function readLocale(language: string): { files: Record<string, LocaleFiles | undefined>; invalid: string[] } {
  const dir = join(root, language);
  const files: Record<string, LocaleFiles | undefined> = {};
  const invalid: string[] = [];
  if (!existsSync(dir)) return { files, invalid };
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json') && file !== SAME_AS_ENGLISH)) {
    try {
      files[name] = JSON.parse(readFileSync(join(dir, name), 'utf8')) as LocaleFiles;
    } catch (error) {
      invalid.push(`${language}/${name}: not valid JSON (${(error as Error).message})`);
    }
  }
  return { files, invalid };
}

const asked = process.argv.slice(2).filter((arg) => arg !== '--');
const english = readLocale('en');
let failed = english.invalid.length > 0;
english.invalid.forEach((line) => console.error(line));
for (const language of asked.length > 0 ? asked : LOCALE_FOLDERS.filter((folder) => folder !== 'en')) {
  const { files, invalid } = readLocale(language);
  invalid.forEach((line) => console.error(line));
  const allowPath = join(root, language, SAME_AS_ENGLISH);
  const allowed = existsSync(allowPath) ? (JSON.parse(readFileSync(allowPath, 'utf8')) as string[]) : [];
  const problems = checkLocale(language, english.files, files, allowed);
  for (const problem of problems) console.error(`${language}/${problem.file}: ${problem.key}: ${problem.message}`);
  if (problems.length > 0 || invalid.length > 0) failed = true;
  else console.log(`${language}: complete`);
}
process.exit(failed ? 1 : 0);
