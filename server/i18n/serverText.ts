import type { StringPaths, WithoutPluralSuffix } from '../../engine/i18n/Message';
import { translator, type SERVER_AREAS } from './translator';

/**
 * The texts only the server writes for a candidate outside a page (notifications, e-mails): their
 * locale files are never downloaded by a page, and the reader's language is chosen when the text is
 * written out (a notification when it is read, an e-mail when it is sent).
 */
type ServerAreas = typeof SERVER_AREAS;
export type ServerTextKey = { [A in keyof ServerAreas & string]: `${A}.${WithoutPluralSuffix<StringPaths<ServerAreas[A]>>}` }[keyof ServerAreas & string];
export type ServerTextParams = Readonly<Record<string, string | number>>;

export interface ServerText {
  readonly key: ServerTextKey;
  readonly params?: ServerTextParams;
}

export function serverText(key: ServerTextKey, params?: ServerTextParams): ServerText {
  return params ? { key, params } : { key };
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
  const translate = translator(language);
  if (!translate.exists(text)) throw new Error(`No English text for "${text.key}" (engine/i18n/locales/en/)`);
  return translate.text({ key: text.key, params: localParams(language, text.params) });
}
