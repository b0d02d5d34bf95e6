import { describe, it, expect } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_QUERY_PARAM, RTL_LANGUAGES, SUPPORTED_LANGUAGES, textDirection } from '../../../engine/i18n/languages';

describe('languages', () => {
  it('supports exactly the 37 contract languages, in contract order', () => {
    expect(SUPPORTED_LANGUAGES).toEqual([
      'ar',
      'bg',
      'cs',
      'da',
      'de',
      'el',
      'en',
      'es',
      'fi',
      'fr',
      'fr-CA',
      'he',
      'hi',
      'hr',
      'ht',
      'hu',
      'it',
      'ja',
      'ko',
      'ms',
      'nb',
      'nl',
      'pl',
      'pt',
      'pt-BR',
      'pt-PT',
      'ru',
      'sk',
      'sr',
      'sv',
      'te',
      'th',
      'tr',
      'uk',
      'vi',
      'zh-CN',
      'zh-TW',
    ]);
    expect(SUPPORTED_LANGUAGES).toHaveLength(37);
  });

  it('defaults to English and reads the language from the hl parameter', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LANGUAGE_QUERY_PARAM).toBe('hl');
  });

  it('writes Arabic and Hebrew right to left and every other language left to right', () => {
    expect(RTL_LANGUAGES).toEqual(['ar', 'he']);
    const rtl = SUPPORTED_LANGUAGES.filter((language) => textDirection(language) === 'rtl');
    expect(rtl).toEqual(['ar', 'he']);
    expect(textDirection('en')).toBe('ltr');
  });
});
