import { describe, expect, it } from 'vitest';
import {
  isConditionComplete,
  operatorsFor,
  readConditions,
  writeConditions,
  type Condition,
  type ConditionGroup,
  type ConditionOperator,
} from '../../../../engine/forms/builder/visibilityConditions';
import { deriveDependencies } from '../../../../engine/forms/deriveDependencies';
import { FIELD_TYPES } from '../../../../engine/forms/fieldTypes';
import { validateFormDefinition } from '../../../../engine/forms/validateFormDefinition';
import { isConditionMet } from '../../../../engine/forms/visibility';
import { extractVariables } from '../../../../engine/logic/extractVariables';
import { findUnknownOperators } from '../../../../engine/logic/findUnknownOperators';

const cond = (question: string, operator: ConditionOperator, value?: Condition['value']): Condition =>
  value === undefined ? { kind: 'condition', question, operator } : { kind: 'condition', question, operator, value };
const all = (...conditions: ConditionGroup['conditions']): ConditionGroup => ({ kind: 'group', match: 'all', conditions });
const any = (...conditions: ConditionGroup['conditions']): ConditionGroup => ({ kind: 'group', match: 'any', conditions });
const q = (name: string) => ({ var: name });

/** One condition of each operator, with the rule the builder writes for it alone. */
const EVERY_OPERATOR: readonly [Condition, unknown][] = [
  [cond('need_laptop', 'equals', 'Yes'), { '==': [q('need_laptop'), 'Yes'] }],
  [cond('need_laptop', 'notEquals', 'No'), { '!=': [q('need_laptop'), 'No'] }],
  [cond('country', 'oneOf', ['US', 'CA']), { in: [q('country'), ['US', 'CA']] }],
  [cond('skills', 'contains', 'TypeScript'), { in: ['TypeScript', q('skills')] }],
  [cond('files', 'empty'), { '!': q('files') }],
  [cond('files', 'notEmpty'), { '!!': q('files') }],
  [cond('years', 'greater', 3), { '>': [{ '+': [q('years')] }, 3] }],
  [cond('years', 'less', 2.5), { '<': [{ '+': [q('years')] }, 2.5] }],
  [cond('start', 'before', '2026-01-01'), { '<': [q('start'), '2026-01-01'] }],
  [cond('start', 'after', '2026-01-01'), { '>': [q('start'), '2026-01-01'] }],
];

/** Whether the rule shows the question for these answers, the way the form decides it. */
function shows(rule: unknown, answers: Record<string, unknown>): boolean {
  return isConditionMet({ rule, dependencies: extractVariables(rule), pointer: '/visibleFn' }, answers);
}

function expectRoundTrip(group: ConditionGroup, rule: unknown): void {
  expect(writeConditions(group)).toStrictEqual(rule);
  expect(readConditions(rule)).toStrictEqual(group);
  expect(writeConditions(readConditions(rule)!)).toStrictEqual(rule);
}

describe('visibility conditions: the rules they write and read back', () => {
  it.each(EVERY_OPERATOR)('writes %o as a bare rule and reads it back exactly', (condition, rule) => {
    expectRoundTrip(all(condition), rule);
    expect(isConditionComplete(condition)).toBe(true);
  });

  it('writes the other shapes of one condition inside "or" and "and"', () => {
    for (const [condition, rule] of EVERY_OPERATOR) {
      expectRoundTrip(any(condition), { or: [rule] });
      // An 'all' around a group is written out: only an 'all' of one condition is bare.
      expectRoundTrip(all(all(condition)), { and: [{ and: [rule] }] });
    }
  });

  it('writes every operator together, in nested groups of both kinds, and reads them back exactly', () => {
    const rules = EVERY_OPERATOR.map(([, rule]) => rule);
    const conditions = EVERY_OPERATOR.map(([condition]) => condition);
    expectRoundTrip(all(...conditions), { and: rules });
    expectRoundTrip(any(...conditions), { or: rules });
    const nested = all(conditions[0]!, any(conditions[1]!, all(conditions[2]!, conditions[3]!), any(conditions[4]!)), conditions[5]!);
    expectRoundTrip(nested, {
      and: [rules[0], { or: [rules[1], { and: [rules[2], rules[3]] }, { or: [rules[4]] }] }, rules[5]],
    });
  });

  it('round-trips every pair of operators in every group shape', () => {
    for (const [first] of EVERY_OPERATOR) {
      for (const [second] of EVERY_OPERATOR) {
        for (const group of [all(first, second), any(first, second), any(all(first), second), all(any(first, second))]) {
          const rule = writeConditions(group);
          expect(readConditions(rule)).toStrictEqual(group);
          expect(writeConditions(readConditions(rule)!)).toStrictEqual(rule);
        }
      }
    }
  });

  it('keeps every kind of value as it is: numbers, booleans, text that looks like a number or a date', () => {
    for (const value of [0, -1.5, true, false, '', '42', '2026-01-01', 'Ünïcødé "quoted"']) {
      expectRoundTrip(all(cond('a', 'equals', value)), { '==': [q('a'), value] });
    }
    expectRoundTrip(all(cond('a', 'oneOf', [1, 'one', true])), { in: [q('a'), [1, 'one', true]] });
    expectRoundTrip(all(cond('a', 'contains', 7)), { in: [7, q('a')] });
  });

  it('has no rule without conditions: the question is always shown, and visibleFn goes', () => {
    expect(writeConditions(all())).toBeUndefined();
    expect(writeConditions(any())).toBeUndefined();
    expect(readConditions(undefined)).toStrictEqual(all());
    // true shows the question just the same; it reads as no conditions.
    expect(readConditions(true)).toStrictEqual(all());
  });

  it('leaves nested groups without conditions out of the rule', () => {
    expect(writeConditions(all(any(), all(any())))).toBeUndefined();
    expect(writeConditions(any(cond('a', 'empty'), all()))).toStrictEqual({ or: [{ '!': q('a') }] });
    expect(writeConditions(all(cond('a', 'empty'), any()))).toStrictEqual({ '!': q('a') });
  });

  it('reads the rules in the configs: {"==": [{"var": name}, text]}', () => {
    expect(readConditions({ '==': [{ var: 'has_pet' }, 'yes'] })).toStrictEqual(all(cond('has_pet', 'equals', 'yes')));
  });
});

describe('visibility conditions: rules the conditions cannot show', () => {
  it.each([
    ['false', false],
    ['null', null],
    ['a text', 'yes'],
    ['a list', [{ '==': [q('a'), 1] }]],
    ['an object of two keys', { '==': [q('a'), 1], '!=': [q('b'), 2] }],
    ['an operator the builder does not write', { '===': [q('a'), 1] }],
    ['an unknown operator', { contains: [q('a'), 'x'] }],
    ['"if"', { if: [{ '==': [q('a'), 1] }, true, false] }],
    ['"!" of something else than an answer', { '!': { '==': [q('a'), 1] } }],
    ['"!" in its list form', { '!': [q('a')] }],
    ['"!!" in its list form', { '!!': [q('a')] }],
    ['var with a default', { '==': [{ var: ['a', 'none'] }, 1] }],
    ['var as a list', { '==': [{ var: ['a'] }, 1] }],
    ['a nested var path', { '==': [q('address.country'), 'US'] }],
    ['a var path of a list item', { '==': [q('items.0'), 'US'] }],
    ['a forbidden name', { '==': [q('__proto__'), 1] }],
    ['var of a number', { '==': [{ var: 1 }, 1] }],
    ['the whole data', { '!': q('') }],
    ['the answer on the right', { '==': ['Yes', q('a')] }],
    ['two answers compared', { '==': [q('a'), q('b')] }],
    ['a null value', { '==': [q('a'), null] }],
    ['an object value', { '==': [q('a'), { x: 1 }] }],
    ['a list value for equals', { '==': [q('a'), [1]] }],
    ['three arguments', { '==': [q('a'), 1, 2] }],
    ['one argument', { '==': [q('a')] }],
    ['"in" with an empty list', { in: [q('a'), []] }],
    ['"in" with a rule in the list', { in: [q('a'), ['x', q('b')]] }],
    ['"in" of a text in a text', { in: ['x', 'xyz'] }],
    ['">" of a plain answer and a number', { '>': [q('a'), 3] }],
    ['"<" of a number answer and a date', { '<': [{ '+': [q('a')] }, '2026-01-01'] }],
    ['"<" of an answer and a text that is no date', { '<': [q('a'), 'soon'] }],
    ['"<" between three', { '<': [1, { '+': [q('a')] }, 3] }],
    ['"+" of two', { '>': [{ '+': [q('a'), 1] }, 3] }],
    ['"+" in its unary form', { '>': [{ '+': q('a') }, 3] }],
    ['">=" ', { '>=': [{ '+': [q('a')] }, 3] }],
    ['an empty "and"', { and: [] }],
    ['"and" of one condition (written bare)', { and: [{ '==': [q('a'), 1] }] }],
    ['"and" not written as a list', { and: { '==': [q('a'), 1] } }],
    ['a nested empty "or"', { and: [{ '==': [q('a'), 1] }, { or: [] }] }],
    ['a group with one unreadable condition', { or: [{ '==': [q('a'), 1] }, { '===': [q('b'), 1] }] }],
    ['"not" around a group', { '!': { or: [{ '==': [q('a'), 1] }] } }],
  ])('refuses %s', (_, rule) => {
    expect(readConditions(rule)).toBeNull();
  });

  it('accepts "and" of one condition when it is nested: a nested group is always written as a group', () => {
    expect(readConditions({ or: [{ and: [{ '!': q('a') }] }] })).toStrictEqual(any(all(cond('a', 'empty'))));
  });
});

describe('visibility conditions: complete conditions', () => {
  it.each([
    [cond('', 'empty'), 'no question'],
    [cond('a.b', 'empty'), 'a dotted name'],
    [cond('a', 'empty', 'x'), 'a value where none is taken'],
    [cond('a', 'equals'), 'no value'],
    [cond('a', 'equals', ['x']), 'a list for equals'],
    [cond('a', 'oneOf', []), 'an empty list'],
    [cond('a', 'oneOf', 'x'), 'one value for oneOf'],
    [cond('a', 'greater', '3'), 'text for greater'],
    [cond('a', 'less', Number.NaN), 'NaN'],
    [cond('a', 'before', '1/1/2026'), 'a date not written YYYY-MM-DD'],
    [cond('a', 'after', 20260101), 'a number for after'],
  ])('finds %o incomplete (%s), and it does not read back', (condition) => {
    expect(isConditionComplete(condition)).toBe(false);
    if (condition.question === 'a') expect(readConditions(writeConditions(all(condition)))).not.toStrictEqual(all(condition));
  });
});

describe('visibility conditions: what the written rules do in the engine', () => {
  const rule = (condition: Condition) => writeConditions(all(condition));

  it('equals and not equals compare a choice, number or boolean answer; a missing answer equals nothing', () => {
    const yes = rule(cond('need_laptop', 'equals', 'Yes'));
    expect(shows(yes, { need_laptop: 'Yes' })).toBe(true);
    expect(shows(yes, { need_laptop: 'No' })).toBe(false);
    expect(shows(yes, {})).toBe(false);
    const notNo = rule(cond('need_laptop', 'notEquals', 'No'));
    expect(shows(notNo, { need_laptop: 'Yes' })).toBe(true);
    expect(shows(notNo, { need_laptop: 'No' })).toBe(false);
    expect(shows(notNo, {})).toBe(true);
    expect(shows(rule(cond('n', 'equals', 0)), { n: 0 })).toBe(true);
    expect(shows(rule(cond('n', 'equals', 0)), {})).toBe(false);
    expect(shows(rule(cond('b', 'equals', true)), { b: true })).toBe(true);
  });

  it('one of matches a single answer among the values', () => {
    const northAmerica = rule(cond('country', 'oneOf', ['US', 'CA']));
    expect(shows(northAmerica, { country: 'CA' })).toBe(true);
    expect(shows(northAmerica, { country: 'MX' })).toBe(false);
    expect(shows(northAmerica, {})).toBe(false);
  });

  it('contains finds an item of a list answer (multiple choices, skills) or a part of a text', () => {
    const typescript = rule(cond('skills', 'contains', 'TypeScript'));
    expect(shows(typescript, { skills: ['Go', 'TypeScript'] })).toBe(true);
    expect(shows(typescript, { skills: ['Go'] })).toBe(false);
    expect(shows(typescript, { skills: [] })).toBe(false);
    expect(shows(typescript, {})).toBe(false);
    expect(shows(typescript, { skills: 'I write TypeScript' })).toBe(true);
  });

  it("empty is true for a missing answer, '', null and [], and not empty is its opposite", () => {
    const empty = rule(cond('a', 'empty'));
    const notEmpty = rule(cond('a', 'notEmpty'));
    for (const answers of [{}, { a: undefined }, { a: null }, { a: '' }, { a: [] }, { a: false }]) {
      expect(shows(empty, answers)).toBe(true);
      expect(shows(notEmpty, answers)).toBe(false);
    }
    for (const answers of [{ a: 'x' }, { a: ['x'] }, { a: 3 }, { a: true }, { a: '2026-01-01' }]) {
      expect(shows(empty, answers)).toBe(false);
      expect(shows(notEmpty, answers)).toBe(true);
    }
  });

  it('greater and less compare numbers; a missing or unreadable answer is neither', () => {
    const more = rule(cond('years', 'greater', 3));
    const fewer = rule(cond('years', 'less', 3));
    expect([shows(more, { years: 5 }), shows(fewer, { years: 5 })]).toEqual([true, false]);
    expect([shows(more, { years: 1 }), shows(fewer, { years: 1 })]).toEqual([false, true]);
    expect([shows(more, { years: 3 }), shows(fewer, { years: 3 })]).toEqual([false, false]);
    expect([shows(more, { years: '4.5' }), shows(fewer, { years: '2' })]).toEqual([true, true]);
    for (const answers of [{}, { years: null }, { years: '' }, { years: 'many' }]) {
      expect([shows(more, answers), shows(fewer, answers)]).toEqual([false, false]);
    }
    expect(shows(rule(cond('years', 'greater', -1)), {})).toBe(false);
  });

  it('before and after compare YYYY-MM-DD dates; a missing answer is neither', () => {
    const before = rule(cond('start', 'before', '2026-03-15'));
    const after = rule(cond('start', 'after', '2026-03-15'));
    expect([shows(before, { start: '2025-12-31' }), shows(after, { start: '2025-12-31' })]).toEqual([true, false]);
    expect([shows(before, { start: '2026-11-02' }), shows(after, { start: '2026-11-02' })]).toEqual([false, true]);
    expect([shows(before, { start: '2026-03-15' }), shows(after, { start: '2026-03-15' })]).toEqual([false, false]);
    expect([shows(before, {}), shows(after, {})]).toEqual([false, false]);
  });

  it('groups combine with all and any, nested', () => {
    const group = writeConditions(all(cond('need_laptop', 'equals', 'Yes'), any(cond('role', 'oneOf', ['dev', 'design']), cond('years', 'greater', 5))));
    expect(shows(group, { need_laptop: 'Yes', role: 'dev' })).toBe(true);
    expect(shows(group, { need_laptop: 'Yes', role: 'sales', years: 6 })).toBe(true);
    expect(shows(group, { need_laptop: 'Yes', role: 'sales', years: 2 })).toBe(false);
    expect(shows(group, { need_laptop: 'No', role: 'dev' })).toBe(false);
  });

  it('writes rules the engine accepts, whose dependencies are the questions they name', () => {
    const group = all(...EVERY_OPERATOR.map(([condition]) => condition));
    const visibleFn = writeConditions(group);
    expect(findUnknownOperators(visibleFn)).toEqual([]);
    const items = [
      { name: 'need_laptop', label: 'Need a laptop?', type: 'dropdown', options: { choices: [{ label: 'Yes', value: 'Yes' }] } },
      { name: 'country', label: 'Country', type: 'country' },
      { name: 'skills', label: 'Skills', type: 'skillSelector' },
      { name: 'files', label: 'Files', type: 'fileUpload' },
      { name: 'years', label: 'Years', type: 'number' },
      { name: 'start', label: 'Start', type: 'date' },
      { name: 'shown', label: 'Shown', type: 'text', visibleFn },
    ];
    const form = deriveDependencies({ id: 'f', title: 'F', layout: 'simple', sections: [{ id: 's', title: 'S', items }] });
    const result = validateFormDefinition(form);
    expect(result.errors).toEqual([]);
    const shown = (form.sections as { items: { name: string; dependencies?: string[] }[] }[])[0]!.items.at(-1);
    expect(shown?.dependencies?.toSorted()).toEqual(['country', 'files', 'need_laptop', 'skills', 'start', 'years']);
  });
});

describe('operatorsFor', () => {
  it('offers before and after for dates only, greater and less for numbers and ratings only', () => {
    for (const type of FIELD_TYPES) {
      for (const list of [false, true]) {
        const operators = operatorsFor(type, list);
        expect(operators.includes('before') || operators.includes('after')).toBe(type === 'date' && !list);
        expect(operators.includes('greater') || operators.includes('less')).toBe((type === 'number' || type === 'star_rating') && !list);
      }
    }
    expect(operatorsFor('date')).toEqual(['equals', 'notEquals', 'before', 'after', 'empty', 'notEmpty']);
    expect(operatorsFor('number')).toEqual(['equals', 'notEquals', 'greater', 'less', 'empty', 'notEmpty']);
  });

  it('offers one of for single choices and texts, contains for lists and texts', () => {
    expect(operatorsFor('dropdown')).toEqual(['equals', 'notEquals', 'oneOf', 'empty', 'notEmpty']);
    expect(operatorsFor('radio')).toContain('oneOf');
    expect(operatorsFor('dropdown', true)).toEqual(['contains', 'empty', 'notEmpty']);
    expect(operatorsFor('checkbox', true)).toEqual(['contains', 'empty', 'notEmpty']);
    expect(operatorsFor('skillSelector')).toEqual(['contains', 'empty', 'notEmpty']);
    expect(operatorsFor('text')).toEqual(['equals', 'notEquals', 'oneOf', 'contains', 'empty', 'notEmpty']);
  });

  it('offers only empty and not empty for lone checkboxes, files and lists, and nothing for text items and record answers', () => {
    for (const type of ['checkbox', 'checkboxItem', 'fileUpload', 'file_upload', 'dynamicList'] as const)
      expect(operatorsFor(type)).toEqual(['empty', 'notEmpty']);
    for (const type of ['info', 'instruction', 'phone', 'dateRange', 'embedded_form', 'esignForm'] as const) expect(operatorsFor(type)).toEqual([]);
  });
});
