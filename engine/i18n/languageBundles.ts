import type { TranslationBundle } from './createI18n';
import { localeFolder } from './languages';
import { STAGE_FILES, stageBundle, type BundleStage } from './stageBundle';

/**
 * Every language's locale files of the later stages, one chunk each, downloaded only for the page's
 * language. Imported lazily (with the first lazy widget, or by a tool): the list of files is not in
 * the first page's bundle, whose strings the server sends inline.
 */
const FILES = import.meta.glob<TranslationBundle>(['./locales/*/*.json', '!./locales/en/*.json', '!./locales/*/sameAsEnglish.json'], { import: 'default' });

const loaded = new Map<string, Promise<TranslationBundle>>();

/** A language's bundle of one stage, downloaded once; an empty bundle for a language without files. */
export function loadLanguageStage(language: string, stage: BundleStage): Promise<TranslationBundle> {
  const folder = localeFolder(language);
  const key = `${folder}:${stage}`;
  let bundle = loaded.get(key);
  if (!bundle) {
    const names = STAGE_FILES[stage].filter((name) => FILES[`./locales/${folder}/${name}.json`]);
    bundle = Promise.all(names.map((name) => FILES[`./locales/${folder}/${name}.json`]!().then((file) => [name, file] as const))).then((files) =>
      names.length === 0 ? {} : stageBundle(stage, Object.fromEntries(files)),
    );
    loaded.set(key, bundle);
  }
  return bundle;
}
