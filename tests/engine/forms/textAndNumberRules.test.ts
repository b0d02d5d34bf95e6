import { describe, expect, it } from 'vitest';
import { maxLengthRule, minLengthRule } from '../../../engine/forms/rules/lengthRules';
import { regexRule } from '../../../engine/forms/rules/regexRule';
import { maxValueRule, minValueRule } from '../../../engine/forms/rules/valueRules';
import { ruleContext } from './formFixtures';

const text = ruleContext({ type: 'text' });

describe('regexRule', () => {
  it('says "Enter a valid value." when the pattern does not match', () => {
    expect(regexRule({ type: 'regex', value: '^[A-Z]{2}-\\d{4}$' })('ab-1234', text)).toBe('Enter a valid value.');
    expect(regexRule({ type: 'regex', value: '^[A-Z]{2}-\\d{4}$' })('AB-1234', text)).toBeUndefined();
  });

  it('applies the pattern’s flags', () => {
    expect(regexRule({ type: 'regex', value: '^[a-z]+$', flags: 'i' })('ABC', text)).toBeUndefined();
  });

  it('uses a custom message instead', () => {
    expect(regexRule({ type: 'regex', value: '^\\d{9}$', message: 'Enter the 9-digit routing number.' })('12', text)).toBe('Enter the 9-digit routing number.');
  });
});

describe('minLengthRule and maxLengthRule on text', () => {
  it('count characters, with the singular for one', () => {
    expect(minLengthRule({ type: 'minLength', value: 3 })('ab', text)).toBe('Enter at least 3 characters.');
    expect(minLengthRule({ type: 'minLength', value: 1 })(' ', ruleContext({ type: 'textarea' }))).toBeUndefined();
    expect(maxLengthRule({ type: 'maxLength', value: 1 })('ab', text)).toBe('Enter no more than 1 character.');
    expect(maxLengthRule({ type: 'maxLength', value: 5 })('abcdef', text)).toBe('Enter no more than 5 characters.');
  });

  it('pass at the limits', () => {
    expect(minLengthRule({ type: 'minLength', value: 3 })('abc', text)).toBeUndefined();
    expect(maxLengthRule({ type: 'maxLength', value: 3 })('abc', text)).toBeUndefined();
  });

  it('count an emoji as one character', () => {
    expect(maxLengthRule({ type: 'maxLength', value: 2 })('👍👍', text)).toBeUndefined();
  });

  it('fill {{count}} in a custom message', () => {
    expect(minLengthRule({ type: 'minLength', value: 4, message: 'Use {{count}} letters or more.' })('ab', text)).toBe('Use 4 letters or more.');
  });
});

describe('minValueRule and maxValueRule', () => {
  const number = ruleContext({ type: 'number' });

  it('state the limit', () => {
    expect(minValueRule({ type: 'minValue', value: 1 })(0.5, number)).toBe('Enter a value greater than or equal to 1.');
    expect(maxValueRule({ type: 'maxValue', value: 10 })('11', number)).toBe('Enter a value less than or equal to 10.');
  });

  it('accept the limits themselves', () => {
    expect(minValueRule({ type: 'minValue', value: 1 })(1, number)).toBeUndefined();
    expect(maxValueRule({ type: 'maxValue', value: 10 })(10, number)).toBeUndefined();
  });

  it('leave answers that are not numbers to the number check', () => {
    expect(minValueRule({ type: 'minValue', value: 1 })('abc', number)).toBeUndefined();
  });
});
