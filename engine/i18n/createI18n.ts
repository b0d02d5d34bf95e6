import i18next from 'i18next';
import type { i18n } from 'i18next';
import { loadChunkOnce } from '../errors/ChunkLoadError';
import { valueFormatter } from './valueFormatter';
import type { BundleStage } from './stageBundle';
import { enFirstPage } from './locales/enFirstPage';
import { DEFAULT_LANGUAGE, localeFolder } from './languages';

/** One language's strings, nested by area: {"errors": {"server": {"title": "…"}}}. The shape of locales/*.json. */
export interface TranslationBundle {
  readonly [key: string]: string | TranslationBundle;
}

/** Bundles by language code: English is built in (locales/), other languages are passed in. */
export type TranslationBundles = Readonly<Record<string, TranslationBundle>>;

/** i18next's default namespace; the bundles are not split into namespaces, so everything lives here. */
const NAMESPACE = 'translation';

/** English areas loaded after the first page (locales/enLaterAreas.ts), once here. */
let laterAreas: TranslationBundle | undefined;
/** Instances made before the later areas arrived: they get them when they do. */
const waitingForLaterAreas = new Set<i18n>();

/** Other languages' bundles already downloaded, by language folder and stage (languageBundles.ts): what a new instance starts with. */
const languageStages = new Map<string, Partial<Record<BundleStage, TranslationBundle>>>();
/**
 * The languages given their first page's strings (in the browser: the page's language, inline): the
 * later areas load in these too, even before any instance of them is made (a page's lazy chunks may
 * ask for them before its app is).
 */
const firstPageLanguages = new Set<string>();

/**
 * A language's strings of one stage, for the instances made from now on: the first page's come
 * inline with the page (the server's), the later ones are downloaded (languageBundles.ts).
 */
export function addLanguageStrings(language: string, stage: BundleStage, bundle: TranslationBundle): void {
  if (language === DEFAULT_LANGUAGE) return;
  if (stage === 'firstPage') firstPageLanguages.add(language);
  const folder = localeFolder(language);
  languageStages.set(folder, { ...languageStages.get(folder), [stage]: bundle });
}

/** Downloads a language's strings of a later stage (once) and adds them. */
export async function loadLanguageStrings(language: string, stage: Exclude<BundleStage, 'firstPage'>): Promise<TranslationBundle | undefined> {
  if (language === DEFAULT_LANGUAGE) return undefined;
  const { loadLanguageStage } = await import('./languageBundles');
  const bundle = await loadLanguageStage(language, stage);
  addLanguageStrings(language, stage, bundle);
  return bundle;
}

/**
 * Loads the strings of the areas the first page does not carry (offers.*, forms.*), English and the
 * languages of the first page's strings and of the waiting instances, into every instance (those
 * made while they load too). Lazy widget chunks wait for it before they render; the server renderer
 * before its first page.
 */
export const loadAllStrings: () => Promise<void> = loadChunkOnce(
  () =>
    import('./locales/enLaterAreas').then(async ({ enLaterAreas }) => {
      const languages = new Set([...firstPageLanguages, ...[...waitingForLaterAreas].map((instance) => instance.language)]);
      languages.delete(DEFAULT_LANGUAGE);
      await Promise.all([...languages].map((language) => loadLanguageStrings(language, 'laterAreas')));
      laterAreas = enLaterAreas;
      for (const instance of waitingForLaterAreas) {
        instance.addResourceBundle(DEFAULT_LANGUAGE, NAMESPACE, enLaterAreas, true, false);
        const own = languageStages.get(localeFolder(instance.language))?.laterAreas;
        if (own) instance.addResourceBundle(instance.language, NAMESPACE, own, true, false);
      }
      waitingForLaterAreas.clear();
    }),
  'strings',
);

/**
 * A ready-to-use i18next instance for one language, with the strings of it downloaded so far
 * (loadLanguageStrings). Its own instance, so pages rendered side by side on the server never share
 * a language. Keys missing from the language fall back to English.
 * resources adds bundles, or replaces the bundled one, per language code. A key found in no bundle
 * is reported on the console (a component that renders before its area's strings are loaded).
 */
export function createI18n(language: string, resources: TranslationBundles = {}): i18n {
  // English is always present: it is the fallback for every key another bundle lacks.
  // A copy: i18next keeps the object it is given and merges the later areas into it.
  const english: TranslationBundle = structuredClone(laterAreas ? { ...enFirstPage, ...laterAreas } : enFirstPage);
  const bundles: TranslationBundles = { [DEFAULT_LANGUAGE]: english, ...resources };
  const instance = i18next.createInstance().use(valueFormatter);
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: NAMESPACE,
    ns: [NAMESPACE],
    resources: Object.fromEntries(Object.entries(bundles).map(([code, bundle]) => [code, { [NAMESPACE]: bundle }])),
    // Resources are in memory, so initialising synchronously lets t() work as soon as this returns.
    initAsync: false,
    interpolation: {
      // React escapes what it renders; escaping here too would show entities like &amp; to users.
      escapeValue: false,
      // Every value goes through valueFormatter: counts in the page language's format, values isolated in a right-to-left language.
      alwaysFormat: true,
      prefix: '{{',
      suffix: '}}',
    },
    saveMissing: true,
    // A key given with its own English (defaultValue: a server's words beside their key, getFailureMessage) reads right either way.
    missingKeyHandler: (_languages, _namespace, key, _fallbackValue, _updateMissing, options: { defaultValue?: unknown } | undefined) => {
      if (options?.defaultValue !== undefined) return;
      // Its area's strings load with the area's lazy widget chunks (loadAllStrings); the message stays short: it ships in the first script.
      console.error(`Translation key "${key}" is not loaded (createI18n)`);
    },
  });
  // The language's strings downloaded so far, stage by stage, merged by i18next (deep; a copy, since i18next merges into what it is given).
  for (const stage of Object.values(languageStages.get(localeFolder(language)) ?? {}))
    instance.addResourceBundle(language, NAMESPACE, structuredClone(stage), true, false);
  if (!laterAreas) waitingForLaterAreas.add(instance);
  return instance;
}
