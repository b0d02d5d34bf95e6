import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TranslationBundle } from '../../engine/i18n/createI18n';
import { DEFAULT_LANGUAGE, LOCALE_FOLDERS, localeFolder } from '../../engine/i18n/languages';
import { PROJECT_ROOT } from '../projectRoot';
import { STAGE_FILES, stageBundle, type BundleStage } from '../../engine/i18n/stageBundle';

/** The locale files' folder (they ship with the server). */
export const LOCALES = join(PROJECT_ROOT, 'engine', 'i18n', 'locales');

const cache = new Map<string, TranslationBundle | null>();

/**
 * A language's strings of one stage, read from its locale files once per process (the files ship
 * with the server); null for English (built into the app) or a language without files. The first
 * page's go inline into each page, every stage to the server's renderer.
 */
export function localeStrings(language: string, stage: BundleStage): TranslationBundle | null {
  const folder = localeFolder(language);
  if (language === DEFAULT_LANGUAGE || !(LOCALE_FOLDERS as readonly string[]).includes(folder)) return null;
  const key = `${folder}:${stage}`;
  if (!cache.has(key)) {
    const files = Object.fromEntries(
      STAGE_FILES[stage]
        .map((name) => [name, join(LOCALES, folder, `${name}.json`)] as const)
        .filter(([, file]) => existsSync(file))
        .map(([name, file]) => [name, JSON.parse(readFileSync(file, 'utf8')) as TranslationBundle]),
    );
    cache.set(key, Object.keys(files).length > 0 ? stageBundle(stage, files) : null);
  }
  return cache.get(key)!;
}
