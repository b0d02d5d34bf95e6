import { describe, expect, it } from 'vitest';
import { camelCaseKey, snakeCaseKey, toCamelCase, toSnakeCase } from '../../../engine/api/keyCase';

describe('snakeCaseKey', () => {
  it('splits camelCase at each case boundary', () => {
    expect(snakeCaseKey('userId')).toBe('user_id');
    expect(snakeCaseKey('postedAtDate')).toBe('posted_at_date');
    expect(snakeCaseKey('address2Line')).toBe('address2_line');
  });

  it('treats a run of capitals as one word', () => {
    expect(snakeCaseKey('getHTTPResponse')).toBe('get_http_response');
    expect(snakeCaseKey('userID')).toBe('user_id');
  });

  it('leaves all-caps keys and keys without a case boundary as they are', () => {
    expect(snakeCaseKey('ID')).toBe('ID');
    expect(snakeCaseKey('API_KEY')).toBe('API_KEY');
    expect(snakeCaseKey('name')).toBe('name');
    expect(snakeCaseKey('Name')).toBe('Name');
    expect(snakeCaseKey('already_snake')).toBe('already_snake');
  });
});

describe('camelCaseKey', () => {
  it('joins snake_case words', () => {
    expect(camelCaseKey('user_id')).toBe('userId');
    expect(camelCaseKey('posted_at_date')).toBe('postedAtDate');
    expect(camelCaseKey('line_2')).toBe('line2');
  });

  it('keeps leading underscores', () => {
    expect(camelCaseKey('_id')).toBe('_id');
    expect(camelCaseKey('__meta_data')).toBe('__metaData');
  });

  it('leaves all-caps keys and keys without a case boundary as they are', () => {
    expect(camelCaseKey('API_KEY')).toBe('API_KEY');
    expect(camelCaseKey('ID')).toBe('ID');
    expect(camelCaseKey('name')).toBe('name');
    expect(camelCaseKey('alreadyCamel')).toBe('alreadyCamel');
  });
});

describe('toSnakeCase', () => {
  it('converts keys deeply through nested objects and arrays of objects', () => {
    expect(
      toSnakeCase({
        jobId: 1,
        hiringTeam: [{ firstName: 'Ada', contactInfo: { emailAddress: 'a@b.c' } }],
        matrixRows: [[{ cellValue: 1 }]],
      }),
    ).toEqual({
      job_id: 1,
      hiring_team: [{ first_name: 'Ada', contact_info: { email_address: 'a@b.c' } }],
      matrix_rows: [[{ cell_value: 1 }]],
    });
  });

  it('never changes values, only keys', () => {
    expect(toSnakeCase({ label: 'camelCaseValue', list: ['someValue'] })).toEqual({
      label: 'camelCaseValue',
      list: ['someValue'],
    });
  });

  it('passes Dates, FormData and Blobs through untouched', () => {
    const date = new Date('2024-05-01T00:00:00Z');
    const form = new FormData();
    form.append('fileName', 'cv.pdf');
    const blob = new Blob(['x']);
    const result = toSnakeCase<{ created_at: Date; upload_form: FormData; raw_file: Blob }>({
      createdAt: date,
      uploadForm: form,
      rawFile: blob,
    });
    expect(result.created_at).toBe(date);
    expect(result.upload_form).toBe(form);
    expect(result.raw_file).toBe(blob);
  });

  it('returns primitives and null unchanged', () => {
    expect(toSnakeCase('someString')).toBe('someString');
    expect(toSnakeCase(null)).toBeNull();
    expect(toSnakeCase(3)).toBe(3);
  });

  it('does not mutate its input', () => {
    const input = { outerKey: { innerKey: 1 } };
    toSnakeCase(input);
    expect(input).toEqual({ outerKey: { innerKey: 1 } });
  });
});

describe('toCamelCase', () => {
  it('converts keys deeply through nested objects and arrays of objects', () => {
    expect(
      toCamelCase({
        job_id: 1,
        hiring_team: [{ first_name: 'Ada', contact_info: { email_address: 'a@b.c' } }],
        matrix_rows: [[{ cell_value: 1 }]],
      }),
    ).toEqual({
      jobId: 1,
      hiringTeam: [{ firstName: 'Ada', contactInfo: { emailAddress: 'a@b.c' } }],
      matrixRows: [[{ cellValue: 1 }]],
    });
  });

  it('keeps all-caps keys inside converted objects', () => {
    expect(toCamelCase({ API_KEY: 'k', nested_obj: { URL: 'u' } })).toEqual({
      API_KEY: 'k',
      nestedObj: { URL: 'u' },
    });
  });

  it('round-trips with toSnakeCase', () => {
    const value = { jobTitle: 'x', locations: [{ cityName: 'Oslo' }] };
    expect(toCamelCase(toSnakeCase(value))).toEqual(value);
  });

  it('cannot be tricked into replacing the prototype by a __proto__ key', () => {
    const parsed: unknown = JSON.parse('{"__proto__": {"is_admin": true}}');
    const result = toCamelCase<Record<string, unknown>>(parsed);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.keys(result)).toEqual(['__proto__']);
  });
});
