import { describe, expect, it } from 'vitest';
import { formatSin } from '../../../engine/forms/rules/formatSin';
import { formatSsn } from '../../../engine/forms/rules/formatSsn';
import { passesLuhn, sinRule } from '../../../engine/forms/rules/sinRule';
import { ssnRule } from '../../../engine/forms/rules/ssnRule';
import { ruleContext } from './formFixtures';

const SSN_MESSAGE = 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.';
const SIN_FORMAT_MESSAGE = 'Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.';
const SIN_CHECKSUM_MESSAGE = 'Social insurance number is invalid.';

describe('formatSsn', () => {
  it('inserts the dashes of XXX-XX-XXXX as the digits are typed', () => {
    const typed = '123456789'.split('').map((_, index, digits) => formatSsn(digits.slice(0, index + 1).join('')));
    expect(typed).toEqual(['1', '12', '123', '123-4', '123-45', '123-45-6', '123-45-67', '123-45-678', '123-45-6789']);
  });

  it('formats a whole number and a partial one', () => {
    expect(formatSsn('123456789')).toBe('123-45-6789');
    expect(formatSsn('1234')).toBe('123-4');
  });

  it('keeps digits only and stops at 11 characters', () => {
    expect(formatSsn('12a3-45 67890123')).toBe('123-45-6789');
    expect(formatSsn('12345678901234').length).toBe(11);
  });
});

describe('ssnRule', () => {
  it('accepts XXX-XX-XXXX', () => {
    expect(ssnRule()('123-45-6789', ruleContext({ type: 'ssn' }))).toBeUndefined();
  });

  it('refuses other shapes with the spec message', () => {
    for (const value of ['123-45-678', '12-345-6789', '123-45-67890', 'abc-de-fghi', '123-45 6789']) {
      expect(ssnRule()(value, ruleContext({ type: 'ssn' }))).toBe(SSN_MESSAGE);
    }
  });
});

describe('formatSin', () => {
  it('groups the digits as XXX-XXX-XXX while typing, at most 11 characters', () => {
    expect(formatSin('0464')).toBe('046-4');
    expect(formatSin('046 454 286')).toBe('046-454-286');
    expect(formatSin('0464542869999')).toBe('046-454-286');
  });
});

describe('sinRule', () => {
  it('accepts 046 454 286, whose checksum is right', () => {
    expect(sinRule()('046 454 286', ruleContext({ type: 'sin' }))).toBeUndefined();
    expect(sinRule()('046-454-286', ruleContext({ type: 'sin' }))).toBeUndefined();
  });

  it('refuses 046 454 287 for its checksum', () => {
    expect(sinRule()('046 454 287', ruleContext({ type: 'sin' }))).toBe(SIN_CHECKSUM_MESSAGE);
  });

  it('refuses anything but nine digits grouped 3-3-3 with the format message', () => {
    for (const value of ['046-454-28', '0464-54-286', '046-454-2861', 'ABC-DEF-GHI']) {
      expect(sinRule()(value, ruleContext({ type: 'sin' }))).toBe(SIN_FORMAT_MESSAGE);
    }
  });

  it('computes the Luhn checksum', () => {
    expect(passesLuhn('046454286')).toBe(true);
    expect(passesLuhn('046454287')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});
