import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkConfigText } from '../../../engine/config/checkConfigText';
import { FORM_DEFINITION_SCHEMA_ID } from '../../../engine/forms/validateFormDefinition';
import { readConfigText } from './configFixtures';

const formText = (name: string) => readFileSync(new URL(`../../../configs/forms/acme.com/${name}.json`, import.meta.url), 'utf8');

describe('checkConfigText', () => {
  it('checks a file whose $schema names the form definition schema as a form', () => {
    expect(checkConfigText(formText('onboarding'))).toEqual({ kind: 'form definition', errors: [] });
    const byId = { ...(JSON.parse(formText('preboarding')) as object), $schema: FORM_DEFINITION_SCHEMA_ID };
    expect(checkConfigText(JSON.stringify(byId))).toEqual({ kind: 'form definition', errors: [] });
  });

  it("reports a form's mistakes at their pointer in the form, not as a config missing its pages", () => {
    const form = JSON.parse(formText('onboarding')) as { sections: { items: { type: string }[] }[] };
    form.sections[0]!.items[0]!.type = 'txt';
    const result = checkConfigText(JSON.stringify(form));
    expect(result.kind).toBe('form definition');
    expect(result.errors).toContainEqual({ pointer: '/sections/0/items/0/type', message: expect.stringContaining('"txt"') as unknown });
    expect(result.errors.map((error) => error.pointer)).not.toContain('/pages');
  });

  it('checks any other file as an employer config', () => {
    expect(checkConfigText(readConfigText('globex'))).toEqual({ kind: 'employer config', errors: [] });
    expect(checkConfigText('{"$schema": "other.schema.json", "sections": []}').errors.map((error) => error.pointer)).toContain('/pages');
  });

  it('reports invalid JSON at / with its line and column', () => {
    expect(checkConfigText('{\n  "a": 1,\n}').errors).toEqual([
      { pointer: '', message: expect.stringMatching(/^is not valid JSON at line 3, column 1: /) as unknown },
    ]);
  });
});
