import { describe, expect, it } from 'vitest';
import { parsePid, slugify } from '../../../engine/routes/parsePid';

describe('parsePid', () => {
  it('keeps only the leading number of a pid followed by a hyphen and a slug', () => {
    expect(parsePid('123-senior-engineer')).toBe('123');
  });

  it('accepts a bare number', () => {
    expect(parsePid('456')).toBe('456');
  });

  it('falls back to the pid query parameter when the path has none', () => {
    expect(parsePid(undefined, '789')).toBe('789');
    expect(parsePid(null, '789-designer')).toBe('789');
    expect(parsePid('private', '42')).toBe('42');
  });

  it('accepts a numeric query parameter, as the router may parse ?pid=42 into a number', () => {
    expect(parsePid(undefined, 42)).toBe('42');
  });

  it('prefers the pid in the path to the query parameter', () => {
    expect(parsePid('1-a', '2')).toBe('1');
  });

  it.each([
    ['a word', 'engineer'],
    ['a slug before the number', 'senior-123'],
    ['a number glued to letters', '12abc'],
    ['a negative number', '-5'],
    ['an empty text', ''],
    ['a decimal', '1.5'],
  ])('returns undefined for %s', (_title, garbage) => {
    expect(parsePid(garbage)).toBeUndefined();
    expect(parsePid(undefined, garbage)).toBeUndefined();
  });

  it.each([
    ['a negative number', -1],
    ['a fraction', 1.5],
    ['a list', ['1']],
    ['an object', { pid: '1' }],
  ])('ignores a query pid that is %s', (_title, value) => {
    expect(parsePid(undefined, value)).toBeUndefined();
  });

  it('returns undefined when neither place holds a pid', () => {
    expect(parsePid(undefined)).toBeUndefined();
    expect(parsePid(null, undefined)).toBeUndefined();
  });
});

describe('slugify', () => {
  it('makes a lowercase, hyphenated, accent-free slug that parsePid strips again', () => {
    const slug = slugify('Senior Engineer — Zürich (Remote)');
    expect(slug).toBe('senior-engineer-zurich-remote');
    expect(parsePid(`123-${slug}`)).toBe('123');
  });

  it('caps the slug at 80 characters', () => {
    expect(slugify('a'.repeat(100))).toHaveLength(80);
  });
});
