import i18next from 'i18next';
import type { Message } from '../../engine/i18n/Message';
import { DEFAULT_LANGUAGE } from '../../engine/i18n/languages';
import { en } from '../../engine/i18n/locales/enBundle';
import type { BundleStage } from '../../engine/i18n/stageBundle';
import { valueFormatter } from '../../engine/i18n/valueFormatter';
import { localeStrings } from './localeStrings';

const STAGES: readonly BundleStage[] = ['firstPage', 'laterAreas', 'toolAreas'];
/** A language's messages: a message as text, and a key's text with its {{placeholders}} left in (for a script that fills them in itself). */
export interface Translator {
  text: (message: Message) => string;
  template: (key: string) => string | undefined;
}

const translators = new Map<string, Translator>();

/**
 * Messages in one language, for a page the server writes itself (the e-signature widget, which has
 * no React and no i18next of its own): the language's locale files, English for a key they lack.
 * One instance per language, made on first use.
 */
export function translator(language: string): Translator {
  let translate = translators.get(language);
  if (!translate) {
    const instance = i18next.createInstance().use(valueFormatter);
    void instance.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: { [DEFAULT_LANGUAGE]: { translation: en } },
      initAsync: false,
      interpolation: { escapeValue: false, alwaysFormat: true },
    });
    for (const stage of STAGES) {
      const strings = localeStrings(language, stage);
      if (strings) instance.addResourceBundle(language, 'translation', strings, true, false);
    }
    const resource = (code: string, key: string) => instance.getResource(code, 'translation', key) as unknown;
    translate = {
      text: (message) => instance.t(message.key, message.params),
      template: (key) => {
        const value = resource(language, key) ?? resource(DEFAULT_LANGUAGE, key);
        return typeof value === 'string' ? value : undefined;
      },
    };
    translators.set(language, translate);
  }
  return translate;
}
