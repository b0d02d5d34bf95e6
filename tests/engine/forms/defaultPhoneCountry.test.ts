import { describe, expect, it } from 'vitest';
import { defaultPhoneCountry, languageRegion } from '../../../engine/forms/defaultPhoneCountry';
import { SUPPORTED_LANGUAGES } from '../../../engine/i18n/languages';

describe('defaultPhoneCountry', () => {
  it.each([
    ['en', 'US'],
    ['de', 'DE'],
    ['ja', 'JP'],
    ['pt-BR', 'BR'],
    ['pt-PT', 'PT'],
    ['pt', 'BR'],
    ['fr-CA', 'CA'],
    ['zh-TW', 'TW'],
    ['zh-CN', 'CN'],
    ['ar', 'EG'],
    ['he', 'IL'],
    ['nb', 'NO'],
  ])('starts a %s page with %s', (language, country) => {
    expect(defaultPhoneCountry(language)).toBe(country);
  });

  it('lets a configured country win, and passes over one libphonenumber does not know', () => {
    expect(defaultPhoneCountry('de', 'ca')).toBe('CA');
    expect(defaultPhoneCountry('de', 'XX')).toBe('DE');
  });

  it('falls back to the United States without a usable language', () => {
    expect(defaultPhoneCountry(undefined)).toBe('US');
    expect(defaultPhoneCountry('not a language')).toBe('US');
    expect(languageRegion('not a language')).toBeUndefined();
  });

  it('finds a phone country for every supported language', () => {
    for (const language of SUPPORTED_LANGUAGES) expect(languageRegion(language), language).toMatch(/^[A-Z]{2}$/);
  });
});
