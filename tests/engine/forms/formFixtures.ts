import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageField, PageFormDefinition, PageFormSection } from '../../../engine/forms/PageFormDefinition';
import type { CompiledForm } from '../../../engine/forms/CompiledForm';
import { compileForm } from '../../../engine/forms/compileForm';
import type { RuleContext } from '../../../engine/forms/rules/RuleContext';
import { localizedDefinition } from '../../../engine/forms/localizedForm';
import type { FieldDefinition, FormDefinition } from '../../../schemas/generated/forms/form-definition';

/** A fixed "today" for every date rule test: Sunday 15 March 2026. */
export const TODAY = '2026-03-15';

export function ruleContext(field: Partial<PageField> = {}, overrides: Partial<RuleContext> = {}): RuleContext {
  return {
    values: {},
    field: { name: 'answer', label: 'Answer', type: 'text', ...field },
    now: TODAY,
    defaultCountry: 'US',
    ...overrides,
  };
}

/** A section of these fields (the builder's tests pass fields as written: their texts here are plain strings too). */
export function section(id: string, items: readonly (PageField | FieldDefinition)[], extra: Partial<PageFormSection> = {}): PageFormSection {
  return { id, title: id, items: items as PageFormSection['items'], ...extra };
}

export function definition(sections: PageFormSection[], extra: Partial<PageFormDefinition> = {}): PageFormDefinition {
  return { id: 'test-form', title: 'Test form', layout: 'simple', sections: sections as PageFormDefinition['sections'], ...extra };
}

/** Compiles a one-section form of these fields and fails the test on any configuration error. */
export function compileFields(...items: PageField[]): CompiledForm {
  return compileClean(definition([section('main', items)]));
}

export function compileClean(form: PageFormDefinition): CompiledForm {
  const result = compileForm(form);
  if (result.errors.length) throw new Error(`unexpected configuration errors: ${JSON.stringify(result.errors, null, 2)}`);
  return result.form;
}

/** Compiles a definition as written (texts may be maps by language): the texts in English, as validateFormDefinition checks it. */
export function compileWritten(form: FormDefinition) {
  return compileForm(localizedDefinition(form, 'en'));
}

export function readFormConfig(name: string): unknown {
  return JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../configs/forms/acme.com', `${name}.json`), 'utf8'));
}

export function text(name: string, extra: Partial<PageField> = {}): PageField {
  return { name, label: name, type: 'text', ...extra };
}
