import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import type { Message } from '../../engine/i18n/Message';
import { DEFAULT_LANGUAGE, localeFolder } from '../../engine/i18n/languages';
import alerts from '../../engine/i18n/locales/en/alerts.json';
import { en } from '../../engine/i18n/locales/enBundle';
import mail from '../../engine/i18n/locales/en/mail.json';
import type { BundleStage } from '../../engine/i18n/stageBundle';
import { valueFormatter } from '../../engine/i18n/valueFormatter';
import { LOCALES, localeStrings } from './localeStrings';

/**
 * The areas only the server writes, for a candidate outside a page (notifications, e-mails): no page
 * downloads them (locales/<language>/alerts.json, mail.json).
 */
export const SERVER_AREAS = { alerts, mail };

const STAGES: readonly BundleStage[] = ['firstPage', 'laterAreas', 'toolAreas'];
/** A language's messages: a message as text, and a key's text with its {{placeholders}} left in (for a script that fills them in itself). */
export interface Translator {
  text: (message: Message) => string;
  /** Whether English has the key (a plural one by its count). */
  exists: (message: Message) => boolean;
  template: (key: string) => string | undefined;
}

const translators = new Map<string, Translator>();

/**
 * Messages in one language, for what the server writes itself: a page with no React and no i18next
 * of its own (the e-signature widget, an alert's manage page), notifications, e-mails, a form's
 * validation messages. Every area's strings, the server's own too (SERVER_AREAS), from the
 * language's locale files, English for a key they lack. One instance per language, made on first use.
 */
export function translator(language: string): Translator {
  let translate = translators.get(language);
  if (!translate) {
    const instance = i18next.createInstance().use(valueFormatter);
    void instance.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: { [DEFAULT_LANGUAGE]: { translation: { ...en, ...SERVER_AREAS } } },
      initAsync: false,
      interpolation: { escapeValue: false, alwaysFormat: true },
    });
    for (const stage of STAGES) {
      const strings = localeStrings(language, stage);
      if (strings) instance.addResourceBundle(language, 'translation', strings, true, false);
    }
    const folder = localeFolder(language);
    if (folder !== DEFAULT_LANGUAGE) {
      for (const area of Object.keys(SERVER_AREAS)) {
        const file = join(LOCALES, folder, `${area}.json`);
        if (existsSync(file)) instance.addResourceBundle(language, 'translation', { [area]: JSON.parse(readFileSync(file, 'utf8')) as unknown }, true, false);
      }
    }
    const resource = (code: string, key: string) => instance.getResource(code, 'translation', key) as unknown;
    translate = {
      text: (message) => instance.t(message.key, message.params),
      exists: (message) => instance.exists(message.key, { lng: DEFAULT_LANGUAGE, ...message.params }),
      template: (key) => {
        const value = resource(language, key) ?? resource(DEFAULT_LANGUAGE, key);
        return typeof value === 'string' ? value : undefined;
      },
    };
    translators.set(language, translate);
  }
  return translate;
}
