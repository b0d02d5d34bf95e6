import { describe, expect, it } from 'vitest';
import { LOCALE_FOLDERS } from '../../../engine/i18n/languages';
import { enFirstPage } from '../../../engine/i18n/locales/enFirstPage';
import { packStrings, unpackStrings } from '../../../engine/i18n/packedStrings';
import { localeStrings } from '../../../server/i18n/localeStrings';

describe('packed page strings', () => {
  it('give back every language’s first-page strings as they are, extra plural forms included', () => {
    const languages = LOCALE_FOLDERS.filter((folder) => folder !== 'en');
    expect(languages.length).toBe(35); // 37 languages: en is built in, pt reads pt-BR's folder
    for (const language of languages) {
      const strings = localeStrings(language, 'firstPage')!;
      const packed = packStrings(enFirstPage, strings);
      // No key names travel for strings English has too.
      expect(JSON.stringify(packed.values)).not.toContain('"resultsHeading"');
      expect(unpackStrings(enFirstPage, JSON.parse(JSON.stringify(packed))), language).toEqual(strings);
    }
    // Arabic's forms English does not have come by name.
    expect(packStrings(enFirstPage, localeStrings('ar', 'firstPage')!).extra).toMatchObject({ search: { resultCount_few: expect.any(String) } });
  });

  it('leave out what a language lacks and keep what English lacks', () => {
    const reference = { a: 'A', area: { b: 'B', c: 'C' }, d: 'D' };
    const bundle = { area: { c: 'Ce', c_two: 'Ce two' }, d: 'De', own: { e: 'E' } };
    const packed = packStrings(reference, bundle);
    expect(packed).toEqual({ values: [null, null, 'Ce', 'De'], extra: { own: { e: 'E' }, area: { c_two: 'Ce two' } } });
    expect(unpackStrings(reference, packed)).toEqual({ area: { c: 'Ce', c_two: 'Ce two' }, d: 'De', own: { e: 'E' } });
  });

  it('refuse values packed against another build’s keys', () => {
    const packed = packStrings({ a: 'A', b: 'B' }, { a: 'x', b: 'y' });
    expect(unpackStrings({ a: 'A', b: 'B', c: 'C' }, packed)).toBeNull();
    expect(unpackStrings({ a: 'A' }, packed)).toBeNull();
  });
});
