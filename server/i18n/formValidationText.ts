import { FORM_MESSAGE_NAMESPACE, type Translate } from '../../engine/forms/formMessages';
import { DEFAULT_LANGUAGE, localeFolder } from '../../engine/i18n/languages';
import { translator } from './translator';

/**
 * The form toolkit's validation messages in `language` (locales/<language>/forms.json, `validation`),
 * for the server's check of a submission or a draft: the same messages the candidate's page shows, in
 * the page's language, plurals by the language's CLDR categories. Undefined for English (the toolkit's
 * own words).
 */
export function formValidationText(language: string): Translate | undefined {
  if (localeFolder(language) === DEFAULT_LANGUAGE) return undefined;
  const translate = translator(language);
  return (key, params) => (key.startsWith(`${FORM_MESSAGE_NAMESPACE}.`) ? translate.text({ key, params }) : undefined);
}
