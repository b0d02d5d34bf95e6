import { describe, it, expect } from 'vitest';
import { matchSupportedLanguage, resolveLanguage } from '../../../engine/i18n/resolveLanguage';

describe('resolveLanguage', () => {
  it('negotiates hl, then the saved language, then the browser, then the employer default, then English', () => {
    const all = { pageSetting: 'fr', saved: 'de', browserLanguages: ['pt-BR'], fallback: 'ja' };
    expect(resolveLanguage(all)).toBe('fr');
    expect(resolveLanguage({ ...all, pageSetting: null })).toBe('de');
    expect(resolveLanguage({ ...all, pageSetting: null, saved: null })).toBe('pt-BR');
    expect(resolveLanguage({ ...all, pageSetting: null, saved: null, browserLanguages: ['xx'] })).toBe('ja');
    expect(resolveLanguage({ pageSetting: 'xx', browserLanguages: [] })).toBe('en');
  });

  it('tells the Portuguese, Chinese and French variants apart, and reads no as nb', () => {
    expect(resolveLanguage({ browserLanguages: ['pt-PT'] })).toBe('pt-PT');
    expect(resolveLanguage({ browserLanguages: ['pt-AO'] })).toBe('pt');
    expect(resolveLanguage({ browserLanguages: ['zh-HK'] })).toBe('zh-TW');
    expect(resolveLanguage({ browserLanguages: ['fr-CA'] })).toBe('fr-CA');
    expect(resolveLanguage({ browserLanguages: ['fr-BE'] })).toBe('fr');
    expect(resolveLanguage({ browserLanguages: ['no'] })).toBe('nb');
  });

  it('prefers the page setting over the browser languages', () => {
    expect(resolveLanguage({ pageSetting: 'fr', browserLanguages: ['de', 'es'] })).toBe('fr');
  });

  it('uses the first supported browser language when there is no page setting', () => {
    expect(resolveLanguage({ browserLanguages: ['xx', 'de-AT', 'es'] })).toBe('de');
    expect(resolveLanguage({ pageSetting: null, browserLanguages: ['ja'] })).toBe('ja');
    expect(resolveLanguage({ pageSetting: '', browserLanguages: ['ja'] })).toBe('ja');
  });

  it('moves on to the browser when the page setting is unsupported', () => {
    expect(resolveLanguage({ pageSetting: 'klingon', browserLanguages: ['it'] })).toBe('it');
  });

  it('falls back to English when nothing matches', () => {
    expect(resolveLanguage({})).toBe('en');
    expect(resolveLanguage({ pageSetting: 'xx', browserLanguages: ['yy', 'zz-ZZ'] })).toBe('en');
  });
});

describe('matchSupportedLanguage', () => {
  it.each([
    ['pt_br', 'pt-BR'],
    ['PT-br', 'pt-BR'],
    ['zh-cn', 'zh-CN'],
    ['zh_TW', 'zh-TW'],
    ['fr-ca', 'fr-CA'],
    ['FR', 'fr'],
    ['pt-PT', 'pt-PT'],
  ])('matches %s case-insensitively as %s', (tag, language) => {
    expect(matchSupportedLanguage(tag)).toBe(language);
  });

  it.each([
    ['de-AT', 'de'],
    ['en-GB', 'en'],
    ['es-419', 'es'],
    ['fr-BE', 'fr'],
    ['pt-AO', 'pt'],
    ['ar-EG', 'ar'],
  ])('falls back from the unsupported region %s to its base language %s', (tag, language) => {
    expect(matchSupportedLanguage(tag)).toBe(language);
  });

  it('reads bare and script-tagged Chinese as the supported regional forms', () => {
    expect(matchSupportedLanguage('zh')).toBe('zh-CN');
    expect(matchSupportedLanguage('zh-Hans')).toBe('zh-CN');
    expect(matchSupportedLanguage('zh-Hant-HK')).toBe('zh-TW');
    expect(matchSupportedLanguage('zh-HK')).toBe('zh-TW');
  });

  it('does not match unsupported languages', () => {
    expect(matchSupportedLanguage('xx')).toBeUndefined();
    expect(matchSupportedLanguage('eo')).toBeUndefined();
    expect(matchSupportedLanguage('')).toBeUndefined();
  });
});
