import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORM_MESSAGE_NAMESPACE, interpolate, type Translate } from '../../engine/forms/formMessages';
import { DEFAULT_LANGUAGE, localeFolder } from '../../engine/i18n/languages';
import { LOCALES } from './localeStrings';

const cache = new Map<string, Translate | undefined>();

/**
 * The form toolkit's validation messages in `language` (locales/<language>/forms.json, `validation`),
 * for the server's check of a submission or a draft: the same messages the candidate's page shows, in
 * the page's language. Plurals take the language's CLDR category (i18next's suffixes: _one, _few…).
 * Undefined for English, and a message the language lacks falls back to English (formMessage).
 */
export function formValidationText(language: string): Translate | undefined {
  const folder = localeFolder(language);
  if (cache.has(folder)) return cache.get(folder);
  const file = join(LOCALES, folder, 'forms.json');
  let translate: Translate | undefined;
  if (folder !== DEFAULT_LANGUAGE && existsSync(file)) {
    const messages = (JSON.parse(readFileSync(file, 'utf8')) as { validation?: Record<string, string> }).validation ?? {};
    const plurals = new Intl.PluralRules(folder);
    translate = (key, params) => {
      if (!key.startsWith(`${FORM_MESSAGE_NAMESPACE}.`)) return undefined;
      const name = key.slice(FORM_MESSAGE_NAMESPACE.length + 1);
      const count = params.count === undefined ? NaN : Number(params.count);
      const template = (Number.isNaN(count) ? undefined : (messages[`${name}_${plurals.select(count)}`] ?? messages[`${name}_other`])) ?? messages[name];
      return template === undefined ? undefined : interpolate(template, params);
    };
  }
  cache.set(folder, translate);
  return translate;
}
