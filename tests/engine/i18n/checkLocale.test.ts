import { describe, expect, it } from 'vitest';
import { checkLocale } from '../../../engine/i18n/checkLocale';

const english = {
  'search.json': {
    resultCount_one: '{{count}} job',
    resultCount_other: '{{count}} jobs',
    greeting: 'Hello, {{name}}',
    terms: 'Read the <0>terms</0>',
    brand: 'Portico',
  },
};
const german = {
  'search.json': {
    resultCount_one: 'Eine Stelle',
    resultCount_other: '{{count}} Stellen',
    greeting: 'Hallo, {{name}}',
    terms: 'Lesen Sie die <0>Bedingungen</0>',
    brand: 'Portico',
  },
};
const without = (key: string) => ({ 'search.json': Object.fromEntries(Object.entries(german['search.json']).filter(([name]) => name !== key)) });
const messages = (problems: { key: string; message: string }[]) => problems.map((problem) => `${problem.key}: ${problem.message}`);

describe('checkLocale (npm run i18n:check)', () => {
  it('passes a complete translation; a plural form may leave out the count, a listed value may stay English', () => {
    expect(checkLocale('de', english, german, ['search.json:brand'])).toEqual([]);
  });

  it('fails on a removed key', () => {
    expect(messages(checkLocale('de', english, without('greeting'), ['search.json:brand']))).toEqual(['greeting: missing']);
  });

  it('fails on a changed placeholder or tag', () => {
    const changed = { 'search.json': { ...german['search.json'], greeting: 'Hallo, {{nom}}', terms: 'Lesen Sie die <1>Bedingungen</1>' } };
    expect(messages(checkLocale('de', english, changed, ['search.json:brand']))).toEqual([
      'greeting: placeholders ["nom"] differ from English ["name"]',
      'terms: tags ["</1>","<1>"] differ from English ["</0>","<0>"]',
    ]);
  });

  it("fails on a missing plural form of the language's CLDR categories (Russian has one, few, many, other)", () => {
    const russian = {
      'search.json': {
        resultCount_one: '{{count}} вакансия',
        resultCount_other: '{{count}} вакансии',
        greeting: 'Здравствуйте, {{name}}',
        terms: 'Прочтите <0>условия</0>',
        brand: 'Portico',
      },
    };
    expect(messages(checkLocale('ru', english, russian, ['search.json:brand']))).toEqual([
      'resultCount_few: missing the plural form "few" (ru has few, many, one, other)',
      'resultCount_many: missing the plural form "many" (ru has few, many, one, other)',
    ]);
  });

  it('fails on a value left in English, on a key English does not have, and on a missing file', () => {
    const lazy = { 'search.json': { ...german['search.json'], greeting: 'Hello, {{name}}', extra: 'Mehr' } };
    expect(messages(checkLocale('de', english, lazy))).toEqual([
      'greeting: is the English text "Hello, {{name}}": translate it, or list "search.json:greeting" in sameAsEnglish.json',
      'brand: is the English text "Portico": translate it, or list "search.json:brand" in sameAsEnglish.json',
      'extra: is not an English key (removed or misspelt?)',
    ]);
    expect(messages(checkLocale('de', english, {}))).toEqual([': de has no search.json']);
  });
});
