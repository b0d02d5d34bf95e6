import formDefinitionSchema from '../../schemas/forms/form-definition.schema.json';
import type { FormDefinition } from '../../schemas/generated/forms/form-definition';
import { countryNames } from '../i18n/countryNames';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
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
  return resolveTexts(formDefinitionSchema, withCountryNames(definition, language, defaultLanguage ?? DEFAULT_LANGUAGE), language, defaultLanguage);
}

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A country question's choices named in `language`: the form's own text where it gives one for the
 * language (a plain string is the default language's), else the country's name in the language
 * (Intl.DisplayNames), so "United States" written once reads "Vereinigte Staaten" in German, in the
 * question and in its answers. Questions at any depth (a list question's items too).
 */
function withCountryNames<T extends Json>(value: T, language: string, defaultLanguage: string): T {
  if (Array.isArray(value)) {
    const items = value.map((item: Json) => withCountryNames(item, language, defaultLanguage));
    return (items.some((item, i) => item !== value[i]) ? items : value) as T;
  }
  if (!isRecord(value)) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, withCountryNames(inner, language, defaultLanguage)] as const);
  const copy: Record<string, Json> = entries.some(([key, inner]) => inner !== value[key]) ? Object.fromEntries(entries) : value;
  const options = copy.options;
  if (copy.type !== 'country' || !isRecord(options) || !Array.isArray(options.choices)) return copy as T;
  const names = countryNames(language);
  const choices = options.choices.map((choice: Json) => {
    if (!isRecord(choice) || typeof choice.value !== 'string') return choice;
    const { label } = choice;
    const own = typeof label === 'string' ? (language === defaultLanguage ? label : undefined) : isRecord(label) ? label[language] : undefined;
    const code = choice.value.toUpperCase();
    const name = names.of(code);
    if (own !== undefined || !name || name === code) return choice;
    return { ...choice, label: { ...(typeof label === 'string' ? { [defaultLanguage]: label } : isRecord(label) ? label : {}), [language]: name } };
  });
  return { ...copy, options: { ...options, choices } } as T;
}
