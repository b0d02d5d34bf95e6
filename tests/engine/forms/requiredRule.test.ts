import { describe, expect, it } from 'vitest';
import { requiredLabelName, requiredRule } from '../../../engine/forms/rules/requiredRule';
import { ruleContext } from './formFixtures';

const required = requiredRule();

describe('requiredRule', () => {
  it('names a field whose label has 30 characters or fewer', () => {
    expect(required('', ruleContext({ label: 'First name' }))).toBe('First name is required');
  });

  it('strips trailing punctuation from the label before naming the field', () => {
    expect(required('', ruleContext({ label: 'Email address:' }))).toBe('Email address is required');
    expect(required('', ruleContext({ label: 'Full name*' }))).toBe('Full name is required');
    expect(required('', ruleContext({ label: 'Your city?' }))).toBe('Your city is required');
    expect(required('', ruleContext({ label: 'Start date. ' }))).toBe('Start date is required');
  });

  it('keeps closing brackets, which belong to the name', () => {
    expect(requiredLabelName('Phone (mobile)')).toBe('Phone (mobile)');
  });

  it('names a label of exactly 30 characters and not one of 31', () => {
    const thirty = 'A'.repeat(30);
    expect(required(null, ruleContext({ label: thirty }))).toBe(`${thirty} is required`);
    expect(required(null, ruleContext({ label: 'A'.repeat(31) }))).toBe('This field is required');
  });

  it('measures the label after its punctuation is stripped', () => {
    expect(required(null, ruleContext({ label: `${'B'.repeat(30)}:` }))).toBe(`${'B'.repeat(30)} is required`);
  });

  it('falls back to "This field is required" for long or missing labels', () => {
    expect(required(undefined, ruleContext({ label: 'Are you legally authorized to work in this country?' }))).toBe('This field is required');
    expect(required(undefined, ruleContext({ label: '' }))).toBe('This field is required');
  });

  it('fails a radio on null and on empty, and passes any choice', () => {
    const radio = ruleContext({ type: 'radio', label: 'Shift' });
    expect(required(null, radio)).toBe('Shift is required');
    expect(required('', radio)).toBe('Shift is required');
    expect(required('night', radio)).toBeUndefined();
  });

  it('treats blank text as empty', () => {
    expect(required('   ', ruleContext({ label: 'City' }))).toBe('City is required');
  });

  it('needs at least one file or list entry', () => {
    expect(required([], ruleContext({ type: 'file_upload', label: 'Resume' }))).toBe('Resume is required');
    expect(required([{ name: 'cv.pdf' }], ruleContext({ type: 'file_upload', label: 'Resume' }))).toBeUndefined();
    expect(required([], ruleContext({ type: 'dynamicList', label: 'Experience' }))).toBe('Experience is required');
  });

  it('needs a ticked box for a required checkbox', () => {
    expect(required(false, ruleContext({ type: 'checkboxItem', label: 'I agree' }))).toBe('I agree is required');
    expect(required(true, ruleContext({ type: 'checkboxItem', label: 'I agree' }))).toBeUndefined();
  });

  it('treats a date range with neither end as empty, and a current role as answered', () => {
    const range = ruleContext({ type: 'dateRange', label: 'Dates' });
    expect(required({ startDate: '', endDate: '', isCurrent: false }, range)).toBe('Dates is required');
    expect(required({ startDate: '01/2024', endDate: '', isCurrent: true }, range)).toBeUndefined();
  });

  it('treats a phone with a country but no number as empty', () => {
    expect(required({ countryCode: 'US', callingCode: '+1', number: '' }, ruleContext({ type: 'phone', label: 'Phone' }))).toBe('Phone is required');
  });

  it('accepts 0 as a number answer but not as a rating', () => {
    expect(required(0, ruleContext({ type: 'number', label: 'Years' }))).toBeUndefined();
    expect(required(0, ruleContext({ type: 'star_rating', label: 'Rating' }))).toBe('Rating is required');
  });

  it('uses the rule’s own message when it has one', () => {
    expect(requiredRule({ type: 'required', message: 'Please agree to continue.' })(false, ruleContext({ type: 'checkboxItem' }))).toBe(
      'Please agree to continue.',
    );
  });
});
