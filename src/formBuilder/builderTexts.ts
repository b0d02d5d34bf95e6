import { createContext, useCallback, useContext } from 'react';
import { shownText, type TextLanguage } from '../../engine/forms/builder/formTexts';
import { DEFAULT_LANGUAGE } from '../../engine/i18n/languages';
import type { LocalizedText } from '../../schemas/generated/employer-config';

/**
 * The language whose texts the form builder edits: the employer's default language (FormBuilderPage).
 * A text written as a map by language keeps its other languages' texts (engine/forms/builder/formTexts.ts).
 */
export const BuilderTextsContext = createContext<TextLanguage>({ language: DEFAULT_LANGUAGE, defaultLanguage: DEFAULT_LANGUAGE });

export const useBuilderTexts = (): TextLanguage => useContext(BuilderTextsContext);

/** A form text as the builder shows it (canvas, lists, names): the edited language's, else the default's, else English's. */
export function useShownText(): (value: LocalizedText | undefined) => string {
  const texts = useBuilderTexts();
  return useCallback((value: LocalizedText | undefined) => shownText(value, texts), [texts]);
}
