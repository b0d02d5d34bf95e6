import i18next from 'i18next';
import { en } from './locales/enBundle';
import type { Message } from './Message';

/**
 * A message in English, for Node only (the server's error bodies, tests): it carries every area's
 * strings, so a browser module importing it would put them all in its chunk. The browser uses `t()`.
 */
const english = i18next.createInstance();
void english.init({
  lng: 'en',
  resources: { en: { translation: en } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The English text of a message; a key with no English text throws (a typo must not reach a user). */
export function englishText(message: Message): string {
  if (!english.exists(message.key, message.params)) throw new Error(`No English text for "${message.key}" (engine/i18n/locales/)`);
  return english.t(message.key, message.params);
}
