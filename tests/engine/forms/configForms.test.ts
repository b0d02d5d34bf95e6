import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../../schemas/generated/forms/form-definition';
import { FIELD_TYPES } from '../../../engine/forms/fieldTypes';
import { FormController } from '../../../engine/forms/FormController';
import { RULE_TYPES } from '../../../engine/forms/rules/ruleCatalog';
import { validateFormDefinition } from '../../../engine/forms/validateFormDefinition';
import { computeVisibility } from '../../../engine/forms/visibility';
import { TODAY, compileWritten, readFormConfig } from './formFixtures';

const names = ['acme-application', 'onboarding', 'field-gallery', 'preboarding'] as const;

function allItems(definition: FormDefinition) {
  const items = definition.sections.flatMap((section) => section.items);
  return [...items, ...items.flatMap((item) => item.items ?? [])];
}

describe('the form configs of configs/forms', () => {
  it.each(names)('%s passes the schema and compiles with no errors', (name) => {
    const raw = readFormConfig(name);
    expect(validateFormDefinition(raw).errors).toEqual([]);
    expect(compileWritten(raw as FormDefinition).errors).toEqual([]);
  });

  it.each(names)('%s names its schema for editor completion', (name) => {
    expect(readFormConfig(name)).toMatchObject({ $schema: '../../../schemas/forms/form-definition.schema.json' });
  });

  it('the field gallery uses every field type and every rule type', () => {
    const items = allItems(readFormConfig('field-gallery') as FormDefinition);
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(FIELD_TYPES));
    expect(new Set(items.flatMap((item) => (item.rules ?? []).map((rule) => rule.type)))).toEqual(new Set(RULE_TYPES));
  });

  it('the acme application loads states for the chosen country and shows EEO questions in the US only', () => {
    const { form } = compileWritten(readFormConfig('acme-application') as FormDefinition);
    expect(form.fields.get('state')?.definition.options?.apiEndpoint).toBe('/api/pcsx/form_options/states?country={country}');
    expect(form.fields.get('state')?.optionDependencies).toEqual(['country']);
    expect(form.fields.get('experience')?.itemFields.map((field) => field.definition.type)).toContain('dateRange');
    expect(form.fields.get('resume')?.definition.type).toBe('file_upload');
    expect(computeVisibility(form, { country: 'US' }).visible.gender).toBe(true);
    expect(computeVisibility(form, { country: 'CA' }).visible.gender).toBe(false);
  });

  it('the onboarding form is a stepper of four steps with new questions in each', () => {
    const { form } = compileWritten(readFormConfig('onboarding') as FormDefinition);
    expect(form.layout).toBe('stepper');
    const controller = new FormController(form, {}, { now: () => TODAY });
    expect(controller.getStepStats().map((step) => step.newQuestions)).toEqual([2, 2, 1, 2]);
    controller.dispose();
  });
});
