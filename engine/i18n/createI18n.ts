import i18next from 'i18next';
import type { i18n } from 'i18next';
import { loadChunkOnce } from '../errors/ChunkLoadError';
import { enFirstPage } from './locales/enFirstPage';
import { DEFAULT_LANGUAGE } from './languages';

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

/**
 * Loads the English of the areas the first page does not carry (offers.*, forms.*) into every
 * instance. Lazy widget chunks wait for it before they render; the server renderer before its first page.
 */
export const loadAllStrings: () => Promise<void> = loadChunkOnce(
  () =>
    import('./locales/enLaterAreas').then(({ enLaterAreas }) => {
      laterAreas = enLaterAreas;
      for (const instance of waitingForLaterAreas) instance.addResourceBundle(DEFAULT_LANGUAGE, NAMESPACE, enLaterAreas, true, false);
      waitingForLaterAreas.clear();
    }),
  'strings',
);

/**
 * A ready-to-use i18next instance for one language. Its own instance, so pages rendered side by
 * side on the server never share a language. Keys missing from the language fall back to English.
 * resources adds bundles, or replaces the bundled one, per language code. A key found in no bundle
 * is reported on the console (a component that renders before its area's strings are loaded).
 */
export function createI18n(language: string, resources: TranslationBundles = {}): i18n {
  // English is always present: it is the fallback for every key another bundle lacks.
  // A copy: i18next keeps the object it is given and merges the later areas into it.
  const english: TranslationBundle = structuredClone(laterAreas ? { ...enFirstPage, ...laterAreas } : enFirstPage);
  const bundles: TranslationBundles = { [DEFAULT_LANGUAGE]: english, ...resources };
  const instance = i18next.createInstance();
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
      prefix: '{{',
      suffix: '}}',
    },
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) =>
      console.error(`Translation key "${key}" is not loaded: its area's strings load with lazy widget chunks (engine/i18n/createI18n.ts).`),
  });
  if (!laterAreas) waitingForLaterAreas.add(instance);
  return instance;
}
