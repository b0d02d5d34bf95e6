import { describe, expect, it } from 'vitest';
import { validateFormDefinition } from '../../../engine/forms/validateFormDefinition';
import { definition, section, text } from './formFixtures';

describe('validateFormDefinition', () => {
  it('accepts a sound definition and returns it compiled', () => {
    const result = validateFormDefinition(definition([section('a', [text('name')])]));
    expect(result.ok).toBe(true);
    expect(result.form?.fieldNames).toEqual(['name']);
  });

  it('reports schema errors with pointers and consultant-friendly messages', () => {
    const raw = { id: 'x', title: 'X', layout: 'wizard', sections: [{ id: 'a', title: 'A', items: [{ name: 'n', label: 'N', type: 'text', requird: true }] }] };
    expect(validateFormDefinition(raw).errors).toEqual([
      { pointer: '/layout', message: 'should be one of "simple", "stepper", "readOnlyContent", "adminPreboarding", but is the text "wizard"' },
      expect.objectContaining({
        pointer: '/sections/0/items/0/requird',
        message: expect.stringContaining('is not a known property here (did you mean "required"?)'),
      }),
    ]);
  });

  it('reports a rule missing its value where the rule needs one', () => {
    const raw = definition([section('a', [text('n', { rules: [{ type: 'minLength' }] })])]);
    expect(validateFormDefinition(raw).errors).toEqual([
      { pointer: '/sections/0/items/0/rules/0/value', message: 'should be a whole number of 0 or more (the minLength limit)' },
    ]);
  });

  it('keeps the compiler’s message where both report the same place', () => {
    const raw = definition([section('a', [text('n', { rules: [{ type: 'minLenght' as never }] })])]);
    expect(validateFormDefinition(raw).errors).toEqual([
      { pointer: '/sections/0/items/0/rules/0/type', message: '"minLenght" is not a rule type (did you mean "minLength"?)' },
    ]);
  });

  it('reports the compiler’s errors too, sorted by pointer', () => {
    const raw = definition([
      section('a', [text('b', { visibleFn: { var: 'zzz' } }), text('b'), { name: 'c', label: 'C', type: 'date', enableFrom: '2026-02-30' }]),
    ]);
    expect(validateFormDefinition(raw).errors.map((error) => error.pointer)).toEqual([
      '/sections/0/items/0/visibleFn',
      '/sections/0/items/1/name',
      '/sections/0/items/2/enableFrom',
    ]);
  });

  it('does not change the definition it is given', () => {
    const raw = definition([section('a', [text('n')])]);
    const copy = structuredClone(raw);
    validateFormDefinition(raw);
    expect(raw).toEqual(copy);
  });

  it('reports a document that is not a form at all without throwing', () => {
    expect(validateFormDefinition(null).errors).toEqual([{ pointer: '', message: 'should be an object, but is null' }]);
    expect(validateFormDefinition({ id: 'x', title: 'X', layout: 'simple', sections: 'nope' }).ok).toBe(false);
  });
});
