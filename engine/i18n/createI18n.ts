import i18next from 'i18next';
import type { i18n } from 'i18next';
import { en } from './locales/enBundle';
import { DEFAULT_LANGUAGE } from './languages';

/** One language's strings, nested by area: {"errors": {"server": {"title": "…"}}}. The shape of locales/*.json. */
export interface TranslationBundle {
  readonly [key: string]: string | TranslationBundle;
}

/** Bundles by language code; a language is added by importing its locales/<code>.json into BUNDLED_TRANSLATIONS or passing it in. */
export type TranslationBundles = Readonly<Record<string, TranslationBundle>>;

export const BUNDLED_TRANSLATIONS: TranslationBundles = { [DEFAULT_LANGUAGE]: en };

/** i18next's default namespace; the bundles are not split into namespaces, so everything lives here. */
const NAMESPACE = 'translation';

/**
 * A ready-to-use i18next instance for one language. Its own instance, so pages rendered side by
 * side on the server never share a language. Keys missing from the language fall back to English.
 * resources adds bundles, or replaces the bundled one, per language code.
 */
export function createI18n(language: string, resources: TranslationBundles = {}): i18n {
  // English is always present: it is the fallback for every key another bundle lacks.
  const bundles: TranslationBundles = { ...BUNDLED_TRANSLATIONS, ...resources };
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
  });
  return instance;
}
