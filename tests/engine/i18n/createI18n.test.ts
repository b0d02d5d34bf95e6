import { describe, it, expect } from 'vitest';
import { createI18n } from '../../../engine/i18n/createI18n';

describe('createI18n', () => {
  it('is ready synchronously with the English strings', () => {
    const i18n = createI18n('en');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(i18n.t('errors.server.title')).toBe('Internal Server Error');
    expect(i18n.t('errors.server.body')).toBe('The server encountered something unexpected that didnt allow it to complete the request.');
    expect(i18n.t('states.loading')).toBe('Loading…');
  });

  it('falls back to English for keys a language lacks', () => {
    const i18n = createI18n('fr');
    expect(i18n.language).toBe('fr');
    expect(i18n.t('states.empty')).toBe('No data found');
  });

  it('uses a bundle passed in for its language and English for the rest', () => {
    const i18n = createI18n('fr', { fr: { states: { empty: 'Aucune donnée' } } });
    expect(i18n.t('states.empty')).toBe('Aucune donnée');
    expect(i18n.t('states.error')).toBe('An error occurred while retrieving data');
  });

  it('interpolates {{var}} placeholders without HTML-escaping the values', () => {
    const i18n = createI18n('en', { en: { greeting: 'Hello {{name}}' } });
    expect(i18n.t('greeting', { name: 'Tom & <Jerry>' })).toBe('Hello Tom & <Jerry>');
  });

  it('keeps each instance on its own language', () => {
    const english = createI18n('en');
    const french = createI18n('fr', { fr: { states: { empty: 'Aucune donnée' } } });
    expect(english.t('states.empty')).toBe('No data found');
    expect(french.t('states.empty')).toBe('Aucune donnée');
  });
});
