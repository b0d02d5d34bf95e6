import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../engine/config/createAjv';
import { describeAjvError, describeValue } from '../../../engine/config/describeAjvError';

/** The ajv errors a schema reports for data, described the Portico way under a base pointer. */
function describe_(schema: object, data: unknown, basePointer = '') {
  const validate = createAjv().compile(schema);
  expect(validate(data)).toBe(false);
  return (validate.errors ?? []).map((error: ErrorObject) => describeAjvError(error, data, basePointer));
}

const strict = {
  type: 'object',
  additionalProperties: false,
  required: ['title'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 10 },
    count: { type: 'integer', minimum: 1, maximum: 5, exclusiveMaximum: 5 },
    ratio: { type: 'number', exclusiveMinimum: 0 },
    tags: { type: 'array', items: { type: 'string' }, maxItems: 2 },
    code: { type: 'string', pattern: '^[A-Z]{3}$', description: 'three capital letters' },
    kind: { const: 'card' },
    either: { type: ['string', 'integer'] },
  },
};

describe('describeAjvError', () => {
  it('prefixes the pointer with the base pointer of the validated value', () => {
    expect(describe_(strict, { title: 3 }, '/pages/jobs/layout/0/props')).toEqual([
      { pointer: '/pages/jobs/layout/0/props/title', message: 'should be a string, but is the number 3' },
    ]);
  });

  it('points a missing property at the property itself', () => {
    expect(describe_(strict, {}, '/x')).toEqual([{ pointer: '/x/title', message: 'is required but missing' }]);
  });

  it('points an unknown property at the property itself and suggests the known name', () => {
    const [error] = describe_(strict, { title: 'a', cuont: 1 });
    expect(error?.pointer).toBe('/cuont');
    expect(error?.message).toBe('is not a known property here (did you mean "count"?); known properties: title, count, ratio, tags, code, kind, either');
  });

  it.each([
    [{ title: 'a', count: 0 }, '/count', 'should be at least 1, but is the number 0'],
    [{ title: 'a', count: 5 }, '/count', 'should be less than 5, but is the number 5'],
    [{ title: 'a', ratio: 0 }, '/ratio', 'should be more than 0, but is the number 0'],
    [{ title: 'a', count: 1.5 }, '/count', 'should be an integer, but is the number 1.5'],
    [{ title: '' }, '/title', 'should not be empty'],
    [{ title: 'abcdefghijk' }, '/title', 'should be at most 10 characters long'],
    [{ title: 'a', tags: ['a', 'b', 'c'] }, '/tags', 'should list at most 2 items'],
    [{ title: 'a', tags: 'a' }, '/tags', 'should be an array, but is the text "a"'],
    [{ title: 'a', kind: 'plain' }, '/kind', 'should be "card", but is the text "plain"'],
    [{ title: 'a', code: 'ab' }, '/code', 'the text "ab" is not in the expected format (three capital letters)'],
    [{ title: 'a', either: {} }, '/either', 'should be a string or an integer, but is an object'],
  ])('describes %j as %s %s', (data, pointer, message) => {
    expect(describe_(strict, data)).toEqual([{ pointer, message }]);
  });

  it('reads a value under an escaped property name to describe it', () => {
    const schema = { type: 'object', properties: { 'a/b': { type: 'string' } } };
    expect(describe_(schema, { 'a/b': 7 })).toEqual([{ pointer: '/a~1b', message: 'should be a string, but is the number 7' }]);
  });
});

describe('describeValue', () => {
  it.each([
    [undefined, 'missing'],
    [null, 'null'],
    [[1], 'a list'],
    [{}, 'an object'],
    ['hi', 'the text "hi"'],
    [42, 'the number 42'],
    [false, 'the boolean false'],
  ])('describes %j as %s', (value, words) => {
    expect(describeValue(value)).toBe(words);
  });

  it('shortens a long text to its first 40 characters', () => {
    expect(describeValue('x'.repeat(50))).toBe(`the text "${'x'.repeat(40)}…"`);
  });
});
