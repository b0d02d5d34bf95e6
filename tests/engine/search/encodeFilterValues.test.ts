import { describe, expect, it } from 'vitest';
import { decodeFilterValues, encodeFilterValues } from '../../../engine/search/encodeFilterValues';

describe('the filter value comma scheme', () => {
  it('without enableCommaInFilterValues, joins with commas and splits on every comma', () => {
    expect(encodeFilterValues(['Sales', 'HR'], false)).toBe('Sales,HR');
    expect(decodeFilterValues('Sales,HR', false)).toEqual(['Sales', 'HR']);
    expect(decodeFilterValues(encodeFilterValues(['Austin, TX'], false), false)).toEqual(['Austin', 'TX']);
  });

  it('with enableCommaInFilterValues, escapes each value on its own: comma as %2C, percent as %25', () => {
    expect(encodeFilterValues(['Austin, TX', 'Remote', '50% off'], true)).toBe('Austin%2C TX,Remote,50%25 off');
  });

  it('with enableCommaInFilterValues, reads back exactly what it wrote', () => {
    const values = ['Austin, TX', '100%', '%2C', 'a%25b', 'plain', 'ü, ß'];
    expect(decodeFilterValues(encodeFilterValues(values, true), true)).toEqual(values);
  });

  it('with enableCommaInFilterValues, accepts lower-case escapes and keeps a stray percent sign', () => {
    expect(decodeFilterValues('a%2cb,100%,%zz', true)).toEqual(['a,b', '100%', '%zz']);
  });

  it('leaves ordinary values the same with or without the flag', () => {
    expect(encodeFilterValues(['Engineering', 'full_time'], true)).toBe(encodeFilterValues(['Engineering', 'full_time'], false));
  });

  it('trims values, drops empty ones and keeps the first of duplicates', () => {
    expect(encodeFilterValues([' b ', '', 'a', 'b'], false)).toBe('b,a');
    expect(decodeFilterValues(' b ,,a,b,', true)).toEqual(['b', 'a']);
    expect(decodeFilterValues('', false)).toEqual([]);
  });
});
