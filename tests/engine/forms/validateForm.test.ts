import { describe, expect, it } from 'vitest';
import { validateField } from '../../../engine/forms/validateField';
import { validateForm } from '../../../engine/forms/validateForm';
import { validateSubmission } from '../../../engine/forms/validateSubmission';
import { TODAY, compileFields, text } from './formFixtures';

const options = { now: TODAY };

describe('validateField', () => {
  const form = compileFields(
    text('code', {
      label: 'Code',
      required: true,
      rules: [
        { type: 'minLength', value: 3 },
        { type: 'regex', value: '^[A-Z]+$' },
      ],
    }),
    { name: 'email', label: 'Email', type: 'email' },
    text('locked', { label: 'Locked', readonly: true, required: true }),
    { name: 'intro', label: 'Intro', type: 'instruction' },
  );
  const field = (name: string) => form.fields.get(name)!;

  it('checks required first, then returns the first failing rule', () => {
    expect(validateField(field('code'), '', { values: {}, ...options })).toBe('Code is required');
    expect(validateField(field('code'), 'ab', { values: {}, ...options })).toBe('Enter at least 3 characters.');
    expect(validateField(field('code'), 'abc', { values: {}, ...options })).toBe('Enter a valid value.');
    expect(validateField(field('code'), 'ABC', { values: {}, ...options })).toBeUndefined();
  });

  it('checks an email question’s address without a rule, and skips it when empty and not required', () => {
    expect(validateField(field('email'), 'ann@', { values: {}, ...options })).toBe('Email is invalid. Use the format "name@example.com".');
    expect(validateField(field('email'), '', { values: {}, ...options })).toBeUndefined();
  });

  it('does not check read-only questions and text items', () => {
    expect(validateField(field('locked'), '', { values: {}, ...options })).toBeUndefined();
    expect(validateField(field('intro'), undefined, { values: {}, ...options })).toBeUndefined();
  });

  it('translates messages when given a translate function, and falls back to English for unknown keys', () => {
    const translate = (key: string, params: Record<string, string | number>) =>
      key === 'forms.validation.minLength' ? `Au moins ${params.count} caractères.` : key;
    expect(validateField(field('code'), 'ab', { values: {}, ...options, translate })).toBe('Au moins 3 caractères.');
    expect(validateField(field('code'), '', { values: {}, ...options, translate })).toBe('Code is required');
  });
});

describe('validateForm', () => {
  const form = compileFields(
    {
      name: 'has_pet',
      label: 'Pet?',
      type: 'radio',
      required: true,
      options: {
        choices: [
          { label: 'Yes', value: 'yes' },
          { label: 'No', value: 'no' },
        ],
      },
    },
    text('pet_name', { label: "Pet's name", required: true, visibleFn: { '==': [{ var: 'has_pet' }, 'yes'] } }),
    { name: 'start', label: 'Start', type: 'date' },
    { name: 'end', label: 'End', type: 'date', rules: [{ type: 'date_comparison', field: 'start', comparison: 'after' }] },
    { name: 'age', label: 'Age', type: 'number' },
    { name: 'rating', label: 'Rating', type: 'star_rating' },
    { name: 'birthday', label: 'Birthday', type: 'date', enableUntil: 0 },
  );

  it('returns a message per failing visible field', () => {
    expect(validateForm(form, { has_pet: 'yes', start: '2026-04-02', end: '2026-04-01' }, options)).toEqual({
      pet_name: "Pet's name is required",
      end: 'Enter a date after 02 Apr 2026.',
    });
  });

  it('skips hidden fields, and hidden answers are invisible to other rules', () => {
    expect(validateForm(form, { has_pet: 'no' }, options)).toEqual({});
  });

  it('checks hidden fields too when asked to', () => {
    expect(validateForm(form, { has_pet: 'no' }, { ...options, visibleOnly: false })).toEqual({ pet_name: "Pet's name is required" });
  });

  it('checks only the given fields', () => {
    expect(validateForm(form, {}, { ...options, only: ['pet_name', 'age'] })).toEqual({});
    expect(validateForm(form, {}, { ...options, only: ['has_pet'] })).toEqual({ has_pet: 'Pet is required' });
  });

  it('checks the types’ own shapes: choices, numbers, ratings, dates and enabled days', () => {
    expect(validateForm(form, { has_pet: 'maybe', age: 'ten', rating: 6, start: '2026-13-01', birthday: '2026-03-16' }, options)).toEqual({
      has_pet: 'Choose one of the options.',
      age: 'Enter a number.',
      rating: 'Choose a rating from 1 to 5.',
      start: 'Enter a valid date.',
      birthday: 'Enter a date on or before 15 Mar 2026.',
    });
  });
});

describe('validateForm on a dynamic list', () => {
  const form = compileFields(
    text('country'),
    {
      name: 'refs',
      label: 'References',
      type: 'dynamicList',
      minLength: 2,
      maxLength: 3,
      items: [
        text('ref_name', { label: 'Name', required: true }),
        text('ref_phone', { label: 'Phone', required: true, visibleFn: { '==': [{ var: 'country' }, 'US'] } }),
      ],
    },
    {
      name: 'jobs',
      label: 'Jobs',
      type: 'dynamicList',
      rules: [
        { type: 'minLength', value: 1, message: 'Add at least one job.' },
        { type: 'maxLength', value: 2, message: 'Two jobs at most, please ({{count}}).' },
      ],
      items: [text('employer', { label: 'Employer' })],
    },
  );

  it('counts entries with the default messages', () => {
    expect(validateForm(form, { refs: [{ ref_name: 'Ann' }], jobs: [{}] }, options)).toEqual({ refs: 'Add at least 2 items.' });
    expect(validateForm(form, { refs: [{}, {}, {}, {}].map(() => ({ ref_name: 'A' })), jobs: [{}] }, options)).toEqual({ refs: 'Add no more than 3 items.' });
  });

  it('counts entries with the rules’ custom messages', () => {
    expect(validateForm(form, { refs: [{ ref_name: 'A' }, { ref_name: 'B' }], jobs: [] }, options)).toEqual({ jobs: 'Add at least one job.' });
    expect(validateForm(form, { refs: [{ ref_name: 'A' }, { ref_name: 'B' }], jobs: [{}, {}, {}] }, options)).toEqual({
      jobs: 'Two jobs at most, please (2).',
    });
  });

  it('treats a missing list as an empty one', () => {
    expect(validateForm(form, { refs: [{ ref_name: 'A' }, { ref_name: 'B' }] }, options)).toEqual({ jobs: 'Add at least one job.' });
  });

  it('checks each entry’s shown fields, keyed list.index.field', () => {
    expect(validateForm(form, { country: 'US', refs: [{ ref_name: 'Ann' }, { ref_phone: '1' }], jobs: [{}] }, options)).toEqual({
      'refs.0.ref_phone': 'Phone is required',
      'refs.1.ref_name': 'Name is required',
    });
    expect(validateForm(form, { country: 'CA', refs: [{ ref_name: 'Ann' }, { ref_name: 'Bob' }], jobs: [{}] }, options)).toEqual({});
  });
});

describe('validateSubmission (the server’s check)', () => {
  const form = compileFields(
    text('name', { label: 'Name', required: true, rules: [{ type: 'maxLength', value: 5 }] }),
    {
      name: 'has_pet',
      label: 'Pet?',
      type: 'radio',
      options: {
        choices: [
          { label: 'Yes', value: 'yes' },
          { label: 'No', value: 'no' },
        ],
      },
    },
    text('pet_name', { visibleFn: { '==': [{ var: 'has_pet' }, 'yes'] } }),
  );

  it('trims text before checking and keeps only visible, known answers', () => {
    expect(validateSubmission(form, { name: '  Ann  ', has_pet: 'no', pet_name: 'smuggled', admin: true }, options)).toEqual({
      ok: true,
      data: { name: 'Ann', has_pet: 'no' },
      errors: {},
    });
  });

  it('refuses a submission the browser should have stopped', () => {
    expect(validateSubmission(form, { name: 'Annabel', has_pet: 'cat' }, options)).toEqual({
      ok: false,
      data: { name: 'Annabel', has_pet: 'cat' },
      errors: { name: 'Enter no more than 5 characters.', has_pet: 'Choose one of the options.' },
    });
  });

  it('treats a body that is not an object as no answers', () => {
    expect(validateSubmission(form, 'nonsense', options).errors).toEqual({ name: 'Name is required' });
  });
});
