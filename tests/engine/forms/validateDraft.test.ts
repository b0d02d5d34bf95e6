import { describe, expect, it } from 'vitest';
import { validateDraft } from '../../../engine/forms/validateDraft';
import { TODAY, compileFields, text } from './formFixtures';

const options = { now: TODAY };

describe('validateDraft', () => {
  const form = compileFields(
    text('name', {
      label: 'Name',
      required: true,
      rules: [
        { type: 'maxLength', value: 10 },
        { type: 'minLength', value: 3 },
      ],
    }),
    { name: 'email', label: 'Email', type: 'email', required: true },
    {
      name: 'age',
      label: 'Age',
      type: 'number',
      rules: [
        { type: 'minValue', value: 18 },
        { type: 'maxValue', value: 99 },
      ],
    },
    { name: 'ssn', label: 'SSN', type: 'ssn' },
    {
      name: 'size',
      label: 'Size',
      type: 'select',
      options: {
        choices: [
          { label: 'S', value: 's' },
          { label: 'M', value: 'm' },
        ],
      },
    },
    { name: 'phone', label: 'Phone', type: 'phone' },
    { name: 'intro', label: 'Intro', type: 'instruction' },
    {
      name: 'jobs',
      label: 'Jobs',
      type: 'dynamicList',
      rules: [{ type: 'maxLength', value: 2 }],
      items: [text('employer', { label: 'Employer', rules: [{ type: 'maxLength', value: 5 }] })],
    },
  );

  it('saves an incomplete, half-typed draft: required answers missing, an email without its domain, a number being typed, a value below its minimum', () => {
    const result = validateDraft(form, { name: 'Al', email: 'ann@', age: '1.', ssn: '123-4' }, options);
    expect(result).toEqual({ ok: true, data: { name: 'Al', email: 'ann@', age: '1.', ssn: '123-4' }, errors: {} });
  });

  it('drops names the form does not have, answers of text items, and unknown keys inside parts and list entries', () => {
    const result = validateDraft(
      form,
      {
        name: 'Ada',
        junk: 'x'.repeat(1000),
        intro: 'typed into a text item',
        phone: { countryCode: 'US', number: '555', extra: 'x' },
        jobs: [{ employer: 'Acme', other: 'x' }],
        __proto__: { polluted: true },
      },
      options,
    );
    expect(result.ok).toBe(true);
    expect(result.data).toEqual({ name: 'Ada', phone: { countryCode: 'US', number: '555' }, jobs: [{ employer: 'Acme' }] });
  });

  it('refuses an answer of the wrong kind, naming the question', () => {
    for (const [name, value] of [
      ['name', { text: 'Ada' }],
      ['age', [1, 2]],
      ['phone', 'not parts'],
      ['jobs', 'not a list'],
      ['jobs', [{ employer: { nested: true } }]],
    ] as const) {
      const result = validateDraft(form, { [name]: value }, options);
      expect(result.ok, name).toBe(false);
      expect(result.errors).toEqual({ [name]: 'Enter a valid value.' });
    }
  });

  it('holds every answer to the form’s upper bounds with the messages of the browser', () => {
    const result = validateDraft(
      form,
      { name: 'A much too long name', age: 150, ssn: '123-45-67890', size: 'xl', jobs: [{ employer: 'Globex Corp' }, {}, {}] },
      options,
    );
    expect(result.errors).toEqual({
      name: 'Enter no more than 10 characters.',
      age: 'Enter a value less than or equal to 99.',
      ssn: 'Enter no more than 11 characters.',
      size: 'Choose one of the options.',
      jobs: 'Add no more than 2 items.',
    });
    expect(validateDraft(form, { jobs: [{ employer: 'Globex Corp' }] }, options).errors).toEqual({ 'jobs.0.employer': 'Enter no more than 5 characters.' });
  });

  it('takes a draft that is not an object as an empty one', () => {
    expect(validateDraft(form, 'text', options)).toEqual({ ok: true, data: {}, errors: {} });
  });
});
