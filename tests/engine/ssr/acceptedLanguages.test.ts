import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from '../../../engine/ssr/serverRender';

describe('acceptedLanguages: the languages of an Accept-Language header, most preferred first', () => {
  it('orders by weight, keeping the header order among equal weights', () => {
    expect(acceptedLanguages('en;q=0.5, fr-CA, fr;q=0.8, de')).toEqual(['fr-CA', 'de', 'fr', 'en']);
  });

  it('drops the wildcard, refused languages (q=0) and empty parts', () => {
    expect(acceptedLanguages('*;q=0.1, es;q=0, ,it')).toEqual(['it']);
  });

  it('is empty without a header', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
