import { describe, expect, it } from 'vitest';
import { buildQueryString } from '../../../engine/api/buildQueryString';

describe('buildQueryString', () => {
  it('returns an empty string when there is nothing to send', () => {
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString({ a: undefined, b: null, c: '', d: [] })).toBe('');
  });

  it('starts with a question mark and keeps keys in insertion order', () => {
    expect(buildQueryString({ zeta: 'z', alpha: 'a', mid: 'm' })).toBe('?zeta=z&alpha=a&mid=m');
  });

  it('sorts array values and repeats the key for each', () => {
    expect(buildQueryString({ a: ['2', '1'] })).toBe('?a=1&a=2');
    expect(buildQueryString({ tag: ['sales', 'it', 'hr'] })).toBe('?tag=hr&tag=it&tag=sales');
  });

  it('sorts numeric array values as numbers', () => {
    expect(buildQueryString({ id: [10, 2, 1] })).toBe('?id=1&id=2&id=10');
  });

  it('keeps false and 0', () => {
    expect(buildQueryString({ remote: false, page: 0 })).toBe('?remote=false&page=0');
    expect(buildQueryString({ flags: [0, false] })).toBe('?flags=0&flags=false');
  });

  it('drops undefined, null, empty strings and empty arrays but keeps their neighbours', () => {
    expect(buildQueryString({ a: undefined, b: 1, c: null, d: '', e: [], f: 'x' })).toBe('?b=1&f=x');
  });

  it('drops empty items inside arrays', () => {
    expect(buildQueryString({ a: ['x', '', null, undefined] })).toBe('?a=x');
  });

  it('URL-encodes keys and values', () => {
    expect(buildQueryString({ q: 'C++ & Go', 'sort by': 'a/b' })).toBe('?q=C%2B%2B+%26+Go&sort+by=a%2Fb');
  });

  it('serialises dates as ISO strings and objects as JSON', () => {
    expect(buildQueryString({ since: new Date('2024-01-02T03:04:05.000Z') })).toBe('?since=2024-01-02T03%3A04%3A05.000Z');
    expect(buildQueryString({ range: { min: 1 } })).toBe('?range=%7B%22min%22%3A1%7D');
  });
});
