import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatConfigError } from '../../engine/config/ConfigError';
import type { CompiledField, CompiledForm } from '../../engine/forms/CompiledForm';
import { validateFormDefinition } from '../../engine/forms/validateFormDefinition';
import type { FormDefinition } from '../../schemas/generated/forms/form-definition';

export const FORMS_DIR = path.resolve(import.meta.dirname, '../../configs/forms');

export interface CatalogForm {
  readonly key: string;
  readonly definition: FormDefinition;
  readonly compiled: CompiledForm;
}

export type FormCatalog = ReadonlyMap<string, CatalogForm>;

/**
 * Every form definition of configs/forms/<key>.json, checked with the engine and compiled once. Like
 * an employer config, an invalid definition stops the server at start, naming the file and the JSON
 * Pointer of each problem: a form the browser and the server would read differently is never served.
 */
export function loadFormCatalog(dir = FORMS_DIR): FormCatalog {
  const catalog = new Map<string, CatalogForm>();
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  for (const file of files) {
    const key = file.replace(/\.json$/, '');
    const raw: unknown = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    const result = validateFormDefinition(raw);
    if (!result.ok) {
      throw new Error(`configs/forms/${file} is not a valid form definition:\n${result.errors.map((e) => `  ${formatConfigError(e)}`).join('\n')}`);
    }
    if (result.form.id !== key) throw new Error(`configs/forms/${file}: the form id "${result.form.id}" must match the file name "${key}"`);
    catalog.set(key, { key, definition: raw as FormDefinition, compiled: result.form });
  }
  return catalog;
}

/** The employer's application form: configs/forms/<employer>-application.json (acme.com → acme-application). */
export function applicationFormKey(domain: string): string {
  return `${domain.split('.')[0]?.toLowerCase() ?? ''}-application`;
}

/** The origins of the sign widgets the forms embed (options.widgetUrl of embedded_form and esignForm questions): pages may frame them. */
export function embeddedFormOrigins(catalog: FormCatalog): Set<string> {
  const origins = new Set<string>();
  const visit = (fields: Iterable<CompiledField>) => {
    for (const field of fields) {
      const widgetUrl = field.definition.options?.widgetUrl;
      if (widgetUrl?.startsWith('https://')) origins.add(new URL(widgetUrl).origin);
      visit(field.itemFields);
    }
  };
  for (const { compiled } of catalog.values()) visit(compiled.fields.values());
  return origins;
}
