import { use, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLanguageStrings, type TranslationBundle } from '../../engine/i18n/createI18n';
import { DEFAULT_LANGUAGE } from '../../engine/i18n/languages';
import { enToolAreas } from '../../engine/i18n/locales/enToolAreas';

const NAMESPACE = 'translation';
const downloads = new Map<string, Promise<TranslationBundle | undefined>>();

/**
 * The tools' strings (the studio, the form builder, the theme builder), which come with the tools'
 * own chunks and never with a candidate's pages: English at once, the page language's downloaded
 * (the tool suspends until they are here, so no English flashes first).
 */
export function useToolStrings(): void {
  const { i18n } = useTranslation();
  useMemo(() => i18n.addResourceBundle(DEFAULT_LANGUAGE, NAMESPACE, enToolAreas, true, false), [i18n]);
  const language = i18n.language;
  let download = downloads.get(language);
  if (!download && language !== DEFAULT_LANGUAGE) downloads.set(language, (download = loadLanguageStrings(language, 'toolAreas')));
  // English is here already: only another language suspends (use() may be called conditionally).
  const bundle = download ? use(download) : undefined;
  useMemo(() => bundle && i18n.addResourceBundle(language, NAMESPACE, bundle, true, false), [i18n, language, bundle]);
}
