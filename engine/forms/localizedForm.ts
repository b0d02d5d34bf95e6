import formDefinitionSchema from '../../schemas/forms/form-definition.schema.json';
import type { FormDefinition } from '../../schemas/generated/forms/form-definition';
import { resolveTexts } from '../i18n/localizedText';
import type { CompiledForm } from './CompiledForm';
import { compileForm } from './compileForm';
import type { PageFormDefinition } from './PageFormDefinition';

/** A form in one language: its definition with the texts resolved, and that definition compiled. */
export interface LocalizedForm {
  readonly definition: PageFormDefinition;
  readonly compiled: CompiledForm;
}

const cache = new WeakMap<FormDefinition, Map<string, LocalizedForm>>();

/**
 * The form in `language`: each text in that language, else the employer's default language's, else
 * English's, else the first given. A published definition never changes, so it is resolved and
 * compiled once per language (the cache goes with the definition object).
 */
export function localizedForm(definition: FormDefinition, language: string, defaultLanguage?: string): LocalizedForm {
  let byLanguage = cache.get(definition);
  if (!byLanguage) cache.set(definition, (byLanguage = new Map()));
  const key = `${language}\u0000${defaultLanguage ?? ''}`;
  let form = byLanguage.get(key);
  if (!form) {
    const resolved = localizedDefinition(definition, language, defaultLanguage);
    form = { definition: resolved, compiled: compileForm(resolved).form };
    byLanguage.set(key, form);
  }
  return form;
}

/** The definition with its texts in `language` (not cached: for a definition that is being edited). */
export function localizedDefinition(definition: FormDefinition, language: string, defaultLanguage?: string): PageFormDefinition {
  return resolveTexts(formDefinitionSchema, definition, language, defaultLanguage);
}
