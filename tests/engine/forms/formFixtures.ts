import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FieldDefinition, FormDefinition, FormSection } from '../../../schemas/generated/forms/form-definition';
import type { CompiledForm } from '../../../engine/forms/CompiledForm';
import { compileForm } from '../../../engine/forms/compileForm';
import type { RuleContext } from '../../../engine/forms/rules/RuleContext';

/** A fixed "today" for every date rule test: Sunday 15 March 2026. */
export const TODAY = '2026-03-15';

export function ruleContext(field: Partial<FieldDefinition> = {}, overrides: Partial<RuleContext> = {}): RuleContext {
  return {
    values: {},
    field: { name: 'answer', label: 'Answer', type: 'text', ...field },
    now: TODAY,
    defaultCountry: 'US',
    ...overrides,
  };
}

export function section(id: string, items: FieldDefinition[], extra: Partial<FormSection> = {}): FormSection {
  return { id, title: id, items: items as FormSection['items'], ...extra };
}

export function definition(sections: FormSection[], extra: Partial<FormDefinition> = {}): FormDefinition {
  return { id: 'test-form', title: 'Test form', layout: 'simple', sections: sections as FormDefinition['sections'], ...extra };
}

/** Compiles a one-section form of these fields and fails the test on any configuration error. */
export function compileFields(...items: FieldDefinition[]): CompiledForm {
  return compileClean(definition([section('main', items)]));
}

export function compileClean(form: FormDefinition): CompiledForm {
  const result = compileForm(form);
  if (result.errors.length) throw new Error(`unexpected configuration errors: ${JSON.stringify(result.errors, null, 2)}`);
  return result.form;
}

export function readFormConfig(name: string): unknown {
  return JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../configs/forms/acme.com', `${name}.json`), 'utf8'));
}

export function text(name: string, extra: Partial<FieldDefinition> = {}): FieldDefinition {
  return { name, label: name, type: 'text', ...extra };
}
