import jsonLogic from 'json-logic-js';
import { describe, it, expect } from 'vitest';
import { UnsafeRuleError, evaluateRule } from '../../../engine/logic/evaluate';

describe('evaluateRule', () => {
  it('evaluates a visibility rule against form data', () => {
    const rule = { '==': [{ var: 'country' }, 'CA'] };
    expect(evaluateRule(rule, { country: 'CA' })).toBe(true);
    expect(evaluateRule(rule, { country: 'US' })).toBe(false);
    expect(evaluateRule(rule, {})).toBe(false);
  });

  it('reads nested paths, array indexes and string lengths', () => {
    const data = { items: [{ name: 'Ada' }], title: 'Engineer' };
    expect(evaluateRule({ var: 'items.0.name' }, data)).toBe('Ada');
    expect(evaluateRule({ var: 'title.length' }, data)).toBe(8);
    expect(evaluateRule({ var: ['items.1.name', 'none'] }, data)).toBe('none');
  });

  it.each([
    ['{"var":"__proto__"}', { var: '__proto__' }, '__proto__'],
    ['{"var":"a.constructor"}', { var: 'a.constructor' }, 'constructor'],
    ['{"var":["constructor.prototype"]}', { var: ['constructor.prototype'] }, 'constructor'],
    ['{"var":["__proto__.polluted"]}', { var: ['__proto__.polluted'] }, '__proto__'],
    ['{"var":"a.prototype"}', { var: 'a.prototype' }, 'prototype'],
    ['{"missing":["a","constructor"]}', { missing: ['a', 'constructor'] }, 'constructor'],
    ['{"missing_some":[1,["a","__proto__"]]}', { missing_some: [1, ['a', '__proto__']] }, '__proto__'],
    ['a forbidden path nested in another operator', { and: [true, { '!!': { var: 'x.__proto__' } }] }, '__proto__'],
    ['a forbidden path inside a map item rule', { map: [{ var: 'list' }, { var: 'constructor' }] }, 'constructor'],
  ])('refuses %s before evaluating it', (_title, rule, segment) => {
    expect(() => evaluateRule(rule, { a: {}, x: {}, list: [1] })).toThrow(UnsafeRuleError);
    expect(() => evaluateRule(rule, {})).toThrow(`"${segment}"`);
  });

  it('refuses a forbidden path that is only computed during evaluation', () => {
    const rule = { var: { cat: ['__pro', 'to__'] } };
    expect(() => evaluateRule(rule, {})).toThrow(UnsafeRuleError);
    expect(() => evaluateRule({ missing: { merge: ['a', { cat: ['constr', 'uctor'] }] } }, {})).toThrow(UnsafeRuleError);
  });

  it('names the refused segment in the error', () => {
    let caught: unknown;
    try {
      evaluateRule({ var: 'profile.constructor.name' }, {});
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(UnsafeRuleError);
    expect((caught as UnsafeRuleError).segment).toBe('constructor');
    expect((caught as UnsafeRuleError).message).toMatch(/"constructor"/);
  });

  it('refuses the method operator', () => {
    expect(() => evaluateRule({ method: [{ var: 'name' }, 'toUpperCase'] }, { name: 'ada' })).toThrow(UnsafeRuleError);
    expect(() => evaluateRule({ method: [{ var: 'name' }, 'toUpperCase'] }, { name: 'ada' })).toThrow('"method"');
  });

  it('refuses dotted operators that walk into the prototype chain', () => {
    expect(() => evaluateRule({ 'var.prototype.constructor': ['a'] }, { a: 1 })).toThrow(UnsafeRuleError);
  });

  it('reads only own properties, so inherited members are not found', () => {
    expect(evaluateRule({ var: 'toString' }, {})).toBeNull();
    expect(evaluateRule({ var: 'list.map' }, { list: [] })).toBeNull();
    expect(evaluateRule({ missing: ['hasOwnProperty'] }, {})).toEqual(['hasOwnProperty']);
  });

  it('leaves the shared json-logic-js "var" operator unchanged for other callers', () => {
    expect(jsonLogic.apply({ var: 'a.b' }, { a: { b: 2 } })).toBe(2);
    expect(typeof jsonLogic.apply({ var: 'toString' }, {})).toBe('function');
  });
});
