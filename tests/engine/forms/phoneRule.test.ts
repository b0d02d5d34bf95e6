import { describe, expect, it } from 'vitest';
import { phoneFieldRule, phoneRule } from '../../../engine/forms/rules/phoneRule';
import { ruleContext } from './formFixtures';

const context = ruleContext({ type: 'text', label: 'Phone' });
const phoneQuestion = ruleContext({ type: 'phone', label: 'Phone' });
const usTen = phoneRule({ type: 'phone', lengthByCountry: { US: { minLength: 10, maxLength: 10 } } });

describe('phoneRule', () => {
  it('accepts a valid number of the default country written with spaces, parentheses, dashes and dots', () => {
    expect(phoneRule()('(415) 555-2671', context)).toBeUndefined();
    expect(phoneRule()('415.555.2671', context)).toBeUndefined();
  });

  it('refuses other characters with "Enter a valid phone number"', () => {
    expect(phoneRule()('415-555-CALL', context)).toBe('Enter a valid phone number');
  });

  it('refuses a number that is not valid for its country', () => {
    expect(phoneRule()('000-000-0000', context)).toBe('Enter a valid phone number');
  });

  it('reports an unknown calling code', () => {
    expect(phoneRule()('+999 123 4567', context)).toBe('Invalid country calling code');
    expect(phoneRule()({ countryCode: 'US', callingCode: '+44', number: '415 555 2671' }, context)).toBe('Invalid country calling code');
  });

  it('reports too few digits with the country minimum filled in', () => {
    expect(usTen('415 555 267', context)).toBe('Phone number must be at least 10 digits');
  });

  it('reports too many digits with the country maximum filled in', () => {
    expect(usTen('415 555 26711', context)).toBe('Phone number cannot exceed 10 digits');
  });

  it('applies the limits of the number’s own country only', () => {
    expect(usTen({ countryCode: 'GB', callingCode: '+44', number: '020 7946 0958' }, context)).toBeUndefined();
  });

  it('reads a plain number in the default country given by the page', () => {
    expect(phoneRule()('020 7946 0958', ruleContext({ type: 'text' }, { defaultCountry: 'GB' }))).toBeUndefined();
    expect(phoneRule()('020 7946 0958', ruleContext({ type: 'text' }))).toBe('Enter a valid phone number');
  });
});

describe('phoneRule on a phone question', () => {
  it('explains the allowed characters and needs a country, with the rule’s digit limits', () => {
    expect(usTen({ countryCode: 'US', callingCode: '+1', number: '415/555' }, phoneQuestion)).toBe(
      'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().',
    );
    expect(usTen({ number: '415 555 2671' }, phoneQuestion)).toBe('Enter a valid phone number and country code');
    expect(usTen({ countryCode: 'US', callingCode: '+1', number: '415 555 267' }, phoneQuestion)).toBe('Phone number must be at least 10 digits');
  });
});

describe('phoneFieldRule', () => {
  it('explains the allowed characters', () => {
    expect(phoneFieldRule()({ countryCode: 'US', callingCode: '+1', number: '415#555' }, phoneQuestion)).toBe(
      'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().',
    );
  });

  it('needs a country with the number', () => {
    expect(phoneFieldRule()({ number: '415 555 2671' }, phoneQuestion)).toBe('Enter a valid phone number and country code');
  });

  it('accepts a number with its country and calling code', () => {
    expect(phoneFieldRule()({ countryCode: 'US', callingCode: '+1', number: '415 555 2671' }, phoneQuestion)).toBeUndefined();
    expect(phoneFieldRule()({ countryCode: 'CA', callingCode: '+1', number: '613-555-0199' }, phoneQuestion)).toBeUndefined();
  });

  it('is skipped while there is no number', () => {
    expect(phoneFieldRule()({ countryCode: 'US', callingCode: '+1', number: '' }, phoneQuestion)).toBeUndefined();
  });
});
