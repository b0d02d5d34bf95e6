import type { TranslationBundle } from './createI18n';

/**
 * How a language's locale files make the bundles the app loads in stages, as English's do
 * (locales/enFirstPage.ts, enLaterAreas.ts, enToolAreas.ts): the first page's strings (sent inline
 * with the page by the server), then the lazily loaded areas', then the tools'.
 */
export type BundleStage = 'firstPage' | 'laterAreas' | 'toolAreas';

/** The locale files of each stage. */
export const STAGE_FILES: Record<BundleStage, readonly string[]> = {
  firstPage: ['core', 'search', 'homeFirstPage'],
  laterAreas: ['assistant', 'auth', 'offers', 'forms', 'home', 'homeFirstPage', 'searchLater'],
  toolAreas: ['studio', 'formBuilder', 'formBuilderLogic', 'formBuilderRules', 'themeBuilder'],
};

/**
 * A stage's bundle from its files (by name, without .json): the shell's strings (core) at the top, each area under its name.
 * searchLater.json holds the search area's strings that only lazily loaded parts show (the map view, the résumé
 * upload's confirmation): they join search.* with the later stage, so the first page does not carry them.
 */
export function stageBundle(stage: BundleStage, files: Readonly<Record<string, TranslationBundle | undefined>>): TranslationBundle {
  const { core, homeFirstPage, home, searchLater, ...areas } = files;
  if (stage === 'firstPage') return { ...core, ...(areas.search && { search: areas.search }), ...(homeFirstPage && { home: homeFirstPage }) };
  const bundle: Record<string, TranslationBundle> = {};
  for (const name of STAGE_FILES[stage]) if (name !== 'home' && name !== 'homeFirstPage' && areas[name]) bundle[name] = areas[name];
  if (stage === 'laterAreas' && searchLater) bundle.search = searchLater;
  if (stage === 'laterAreas' && home) {
    // The bell's two names (the first page's) join the panel's strings under home.notifications.
    const notifications = { ...(homeFirstPage?.notifications as TranslationBundle | undefined), ...(home.notifications as TranslationBundle | undefined) };
    bundle.home = { ...home, notifications };
  }
  return bundle;
}
