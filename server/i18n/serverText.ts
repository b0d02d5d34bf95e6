import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, localeFolder } from '../../engine/i18n/languages';
import alerts from '../../engine/i18n/locales/en/alerts.json';
import mail from '../../engine/i18n/locales/en/mail.json';
import type { StringPaths, WithoutPluralSuffix } from '../../engine/i18n/Message';
import { LOCALES } from './localeStrings';

/**
 * The texts only the server writes for a candidate outside a page (notifications, e-mails): their
 * locale files are never downloaded by a page, and the reader's language is chosen when the text is
 * written out (a notification when it is read, an e-mail when it is sent).
 */
const ENGLISH = { alerts, mail };
type ServerAreas = typeof ENGLISH;
export type ServerTextKey = { [A in keyof ServerAreas & string]: `${A}.${WithoutPluralSuffix<StringPaths<ServerAreas[A]>>}` }[keyof ServerAreas & string];
export type ServerTextParams = Readonly<Record<string, string | number>>;

export interface ServerText {
  readonly key: ServerTextKey;
  readonly params?: ServerTextParams;
}

export function serverText(key: ServerTextKey, params?: ServerTextParams): ServerText {
  return params ? { key, params } : { key };
}

let instance: i18n | null = null;
const loaded = new Set<string>();

function translator(folder: string): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: { [DEFAULT_LANGUAGE]: { translation: ENGLISH } },
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    loaded.add(DEFAULT_LANGUAGE);
  }
  if (!loaded.has(folder)) {
    const bundle = Object.fromEntries(
      Object.keys(ENGLISH)
        .map((area) => [area, join(LOCALES, folder, `${area}.json`)] as const)
        .filter(([, file]) => existsSync(file))
        .map(([area, file]) => [area, JSON.parse(readFileSync(file, 'utf8')) as unknown]),
    );
    instance.addResourceBundle(folder, 'translation', bundle, true, true);
    loaded.add(folder);
  }
  return instance;
}

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

/**
 * A parameter named …Date or …DateTime holds an ISO instant, written out in the reader's language
 * (in UTC, the one zone the server can name for every reader; the time names it).
 */
function localParams(language: string, params: ServerTextParams | undefined): Record<string, string | number> | undefined {
  if (!params) return undefined;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      const options = name.endsWith('DateTime') ? DATE_TIME : name.endsWith('Date') ? DATE : null;
      const instant = options && typeof value === 'string' ? new Date(value) : null;
      return [name, instant && !Number.isNaN(instant.getTime()) ? new Intl.DateTimeFormat(language, options!).format(instant) : value];
    }),
  );
}

/** A server text in a language (any supported one; English where the language lacks the key). */
export function serverTextIn(language: string, text: ServerText): string {
  const folder = localeFolder(language);
  const t = translator(folder);
  if (!t.exists(text.key, { lng: DEFAULT_LANGUAGE, ...text.params })) throw new Error(`No English text for "${text.key}" (engine/i18n/locales/en/)`);
  return t.t(text.key, { lng: folder, ...localParams(language, text.params) });
}
