import type { Choice, FieldDefinition, FieldRule, FormDefinition, FormSection } from '../../schemas/generated/forms/form-definition';
import type { Localized } from '../i18n/localizedText';

/**
 * A form definition as a candidate's page reads it: every text (title, labels, help, options, rule
 * messages…) in one language. As written, each may be a map by language (LocalizedText); the server
 * resolves it for the request's language (localizedForm) before the browser sees it, so the renderer
 * and the rules only ever read strings.
 */
export type PageFormDefinition = Localized<FormDefinition>;
export type PageFormSection = Localized<FormSection>;
export type PageField = Localized<FieldDefinition>;
export type PageFieldRule = Localized<FieldRule>;
export type PageChoice = Localized<Choice>;
