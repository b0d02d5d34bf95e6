import { describe, expect, it } from 'vitest';
import type { PageField, PageFieldRule } from '../../../../engine/forms/PageFormDefinition';
import type { FieldDefinition, FieldRule, FieldType, FormDefinition, RuleType } from '../../../../schemas/generated/forms/form-definition';
import {
  RULE_PARAMETERS,
  canAddRule,
  defaultRuleMessage,
  newRule,
  requiredMessage,
  rulesFor,
  type NewRuleContext,
} from '../../../../engine/forms/builder/ruleParameters';
import { FIELD_TYPES } from '../../../../engine/forms/fieldTypes';
import { RULE_CATALOG, RULE_TYPES, createRuleValidator } from '../../../../engine/forms/rules/ruleCatalog';
import type { RuleContext } from '../../../../engine/forms/rules/RuleContext';
import { validateFormDefinition } from '../../../../engine/forms/validateFormDefinition';

/** A question of the type that is well formed on its own (choices, a frame, list items where the type needs them). */
function questionOf(type: FieldType, rules: FieldRule[] = []): FieldDefinition & { label: string } {
  const field: FieldDefinition & { label: string } = { name: 'answer', label: 'Answer', type, ...(rules.length ? { rules } : {}) };
  if (type === 'select' || type === 'dropdown' || type === 'radio' || type === 'checkbox') field.options = { choices: [{ label: 'Yes', value: 'yes' }] };
  if (type === 'embedded_form' || type === 'esignForm') field.options = { widgetUrl: '/sign', widgetId: 'w1' };
  if (type === 'dynamicList') field.items = [{ name: 'entry', label: 'Entry', type: 'text' }];
  return field;
}

const context = (type: FieldType): NewRuleContext => ({ field: { name: 'answer', type }, dateQuestions: [{ name: 'answer' }, { name: 'start_date' }] });

function formWith(question: FieldDefinition): FormDefinition {
  return {
    id: 'rules',
    title: 'Rules',
    layout: 'simple',
    sections: [{ id: 'one', title: 'One', items: [question, { name: 'start_date', label: 'Start date', type: 'date' }] }],
  };
}

const applicable = RULE_TYPES.flatMap((rule) => [...RULE_CATALOG[rule].appliesTo].map((type) => [rule, type] as const));

describe('rule parameters', () => {
  it('describes the parameters of every rule type of the catalogue, and no others', () => {
    expect(Object.keys(RULE_PARAMETERS).sort()).toEqual([...RULE_TYPES].sort());
    for (const type of RULE_TYPES) expect(Array.isArray(RULE_PARAMETERS[type]), type).toBe(true);
  });

  it('names each property of a rule object at most once per rule', () => {
    for (const type of RULE_TYPES) {
      const properties = RULE_PARAMETERS[type].map((parameter) => parameter.property);
      expect(new Set(properties).size, type).toBe(properties.length);
    }
  });

  it('offers the rules the catalogue applies to a type, without required (the Required switch)', () => {
    expect(rulesFor('text')).toEqual(['email', 'strictEmail', 'phone', 'ssn', 'sin', 'regex', 'minLength', 'maxLength']);
    expect(rulesFor('date')).toContain('date_comparison');
    expect(rulesFor('dateRange')).toEqual(['noFutureStart']);
    expect(rulesFor('info')).toEqual([]);
    for (const type of FIELD_TYPES) {
      expect(rulesFor(type)).not.toContain('required');
      for (const rule of rulesFor(type)) expect(RULE_CATALOG[rule].appliesTo.has(type)).toBe(true);
    }
  });

  it.each(applicable)('makes a new %s rule the catalogue accepts on a %s question', (rule, type) => {
    const made = newRule(rule, context(type));
    expect(made.type).toBe(rule);
    expect(RULE_CATALOG[rule].check?.(made)).toBeUndefined();
    expect(createRuleValidator(made)).toBeTypeOf('function');
  });

  it.each(applicable.filter(([rule]) => rule !== 'required'))('keeps a form with a new %s rule on a %s question publishable', (rule, type) => {
    const question = questionOf(type, [newRule(rule, context(type))]);
    expect(validateFormDefinition(formWith(question)).errors).toEqual([]);
  });

  it('compares a date with another date question only, and cannot add the comparison without one', () => {
    const alone: NewRuleContext = { field: { name: 'answer', type: 'date' }, dateQuestions: [{ name: 'answer' }] };
    expect(canAddRule('date_comparison', alone)).toBe(false);
    expect(canAddRule('isAfter', alone)).toBe(true);
    expect(newRule('date_comparison', context('date'))).toEqual({ type: 'date_comparison', comparison: 'after', field: 'start_date' });
  });

  it('fits limits to the question: a rating from 1 to 5, longer text for a textarea', () => {
    expect(newRule('minValue', context('star_rating'))).toEqual({ type: 'minValue', value: 1 });
    expect(newRule('maxValue', context('star_rating'))).toEqual({ type: 'maxValue', value: 5 });
    expect(newRule('maxLength', context('textarea'))).toEqual({ type: 'maxLength', value: 2000 });
  });
});

describe('defaultRuleMessage', () => {
  const now = '2026-01-15';
  const text = questionOf('text');

  it('says what the engine says without a message of the rule', () => {
    expect(defaultRuleMessage({ type: 'regex', value: '^a$' }, text)).toBe('Enter a valid value.');
    expect(defaultRuleMessage({ type: 'minLength', value: 3 }, text)).toBe('Enter at least 3 characters.');
    expect(defaultRuleMessage({ type: 'minLength', value: 1 }, questionOf('fileUpload'))).toBe('Upload at least 1 file.');
    expect(defaultRuleMessage({ type: 'maxLength', value: 2 }, questionOf('dynamicList'))).toBe('Add no more than 2 items.');
    expect(defaultRuleMessage({ type: 'isAfter', value: '2026-03-01', inclusive: true }, questionOf('date'))).toBe('Enter a date on or after 01 Mar 2026.');
    expect(defaultRuleMessage({ type: 'isBefore', value: 7 }, questionOf('date'), { now })).toBe('Enter a date before 22 Jan 2026.');
    expect(defaultRuleMessage({ type: 'isRelativeToToday', direction: 'past', duration: 1, unit: 'week' }, questionOf('date'))).toBe(
      'Enter a date within the past 1 week.',
    );
    expect(defaultRuleMessage({ type: 'email' }, text)).toBe('Email is invalid. Use the format "name@example.com".');
  });

  it('names the other question of a date comparison by its label', () => {
    const rule: FieldRule = { type: 'date_comparison', field: 'start_date', comparison: 'after' };
    expect(defaultRuleMessage(rule, questionOf('date'), { labelOf: () => 'Start date' })).toBe('Enter a date after Start date.');
  });

  it('leaves a placeholder it cannot fill, for a limit not written yet', () => {
    expect(defaultRuleMessage({ type: 'isOn', value: 'soon' }, questionOf('date'))).toBe('Enter the date {{date}}.');
    expect(defaultRuleMessage({ type: 'maxFileSizeMB', value: 5 }, questionOf('fileUpload'))).toBe('This file is larger than 5 MB: {{files}}');
  });

  it('gives the required message the Required switch makes', () => {
    expect(requiredMessage({ type: 'text', label: 'Email address:' })).toBe('Email address is required');
    expect(requiredMessage({ type: 'text', label: 'Tell us about the last project you were proud of' })).toBe('This field is required');
  });

  // The same words the candidate sees: each rule's own validator, failing, without a message of the rule.
  const failing: [PageFieldRule, FieldType, unknown, Record<string, unknown>?][] = [
    [{ type: 'regex', value: '^a$' }, 'text', 'b'],
    [{ type: 'email' }, 'text', 'nope'],
    [{ type: 'ssn' }, 'text', '12'],
    [{ type: 'sin' }, 'text', '12'],
    [{ type: 'phone' }, 'text', '12'],
    [{ type: 'minLength', value: 3 }, 'text', 'ab'],
    [{ type: 'maxLength', value: 1 }, 'checkbox', ['a', 'b']],
    [{ type: 'minLength', value: 2 }, 'fileUpload', [{ name: 'a.pdf', size: 1 }]],
    [{ type: 'minValue', value: 2 }, 'number', 1],
    [{ type: 'maxValue', value: 4 }, 'star_rating', 5],
    [{ type: 'isToday' }, 'date', '2026-01-16'],
    [{ type: 'isInFuture' }, 'date', '2026-01-15'],
    [{ type: 'isInPast' }, 'date', '2026-01-15'],
    [{ type: 'isOn', value: 3 }, 'date', '2026-01-15'],
    [{ type: 'isBefore', value: '2026-01-10', inclusive: true }, 'date', '2026-01-15'],
    [{ type: 'isAfter', value: -1 }, 'date', '2026-01-01'],
    [{ type: 'isBetween', value: [0, 30], inclusive: false }, 'date', '2026-01-01'],
    [{ type: 'isNotBetween', value: ['2026-01-01', '2026-02-01'] }, 'date', '2026-01-15'],
    [{ type: 'isRelativeToToday', direction: 'next', duration: 2, unit: 'month' }, 'date', '2027-01-01'],
    [{ type: 'noFutureStart' }, 'dateRange', { startDate: '12/2026', endDate: '12/2026' }],
    [{ type: 'maxCumulativeFileSizeMB', value: 1 }, 'fileUpload', [{ name: 'a.pdf', size: 2 * 1024 * 1024 }]],
  ];

  it.each(failing)('matches the validator of %j', (rule, type, value) => {
    const field = questionOf(type) as PageField;
    const ruleContext: RuleContext = { values: {}, field, now, defaultCountry: 'US' };
    const shown = createRuleValidator(rule)?.(value, ruleContext);
    expect(shown).toBeDefined();
    expect(defaultRuleMessage(rule, field, { now })).toBe(shown);
  });

  it('covers every rule type with a failing case or a test above', () => {
    const covered = new Set<RuleType>([...failing.map(([rule]) => rule.type), 'required', 'strictEmail', 'date_comparison', 'maxFileSizeMB', 'maxLength']);
    expect([...covered].sort()).toEqual([...RULE_TYPES].sort());
  });
});
