import forms from '../i18n/locales/en/forms.json';
import type { MessageParams } from '../i18n/Message';

/**
 * The form toolkit's validation messages, in English in locales/en/forms.json under `validation` (their
 * one source; the spec's texts quoted exactly: tests assert them). Placeholders use the i18next syntax
 * of the rest of Portico ({{count}}), and plural forms the i18next suffixes (_one, _other). The engine
 * runs on the server too, where no i18n instance is given: there it reads the English from the file.
 */
const ENGLISH: Readonly<Record<string, string>> = forms.validation;

/** Where the catalogue lives in an i18n bundle: keys are `forms.validation.<key>`. */
export const FORM_MESSAGE_NAMESPACE = 'forms.validation';

type CatalogKey = keyof typeof forms.validation;
/** A message name, without its plural suffix. */
export type FormMessageKey = CatalogKey extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : K) : never;

export type { MessageParams };

/**
 * Looks a message up in the reader's language, e.g. `(key, params) => i18n.t(key, params)`. Returning
 * undefined, or the key itself (i18next's answer for a missing key), falls back to English.
 */
export type Translate = (key: string, params: MessageParams) => string | undefined;

/** The message in the reader's language when a translate function knows it, else in English. */
export function formMessage(key: FormMessageKey, params: MessageParams = {}, translate?: Translate): string {
  if (translate) {
    const fullKey = `${FORM_MESSAGE_NAMESPACE}.${key}`;
    const translated = translate(fullKey, params);
    if (translated !== undefined && translated !== fullKey) return translated;
  }
  return interpolate(englishTemplate(key, params.count), params);
}

/** Fills {{name}} placeholders; unknown placeholders stay as written so a typo shows instead of vanishing. */
export function interpolate(template: string, params: MessageParams): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

function englishTemplate(key: FormMessageKey, count: string | number | undefined): string {
  const plural = ENGLISH[`${key}_${count === 1 ? 'one' : 'other'}`];
  return plural ?? ENGLISH[key] ?? key;
}
