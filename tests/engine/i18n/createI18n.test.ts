import { describe, it, expect, vi } from 'vitest';
import { addLanguageStrings, createI18n, loadAllStrings, loadLanguageStrings } from '../../../engine/i18n/createI18n';
import { en } from '../../../engine/i18n/locales/enBundle';
import { enLaterAreas } from '../../../engine/i18n/locales/enLaterAreas';
import { enFirstPage } from '../../../engine/i18n/locales/enFirstPage';
import deForms from '../../../engine/i18n/locales/de/forms.json';

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

  it("writes counts in a message with the page language's separators, English's as they are", () => {
    const counted = { resultCount_one: '{{count}} Stelle', resultCount_other: '{{count}} Stellen', of: 'Version {{version}} von {{total}}' };
    const de = createI18n('de', { de: counted });
    expect(de.t('resultCount', { count: 12345 })).toBe('12.345 Stellen');
    expect(de.t('resultCount', { count: 1 })).toBe('1 Stelle');
    expect(de.t('of', { version: 1234, total: 5678 })).toBe('Version 1234 von 5.678');
    const ja = createI18n('ja', { ja: { resultCount_other: '{{count}} 件の求人' } });
    expect(ja.t('resultCount', { count: 12345 })).toBe('12,345 件の求人');
    const ptBR = createI18n('pt-BR', { 'pt-BR': { resultCount_other: '{{count}} vagas' } });
    expect(ptBR.t('resultCount', { count: 12345 })).toBe('12.345 vagas');
    const ar = createI18n('ar', { ar: { resultCount_many: '{{count}} وظيفة' } });
    // In a right-to-left language the value is isolated too (below).
    expect(ar.t('resultCount', { count: 12345 })).toBe('\u206812,345\u2069 وظيفة');
    expect(createI18n('en').t('search.resultCount', { count: 12345 })).toBe('12345 jobs');
  });

  it("picks a counted message's plural form: the studio's stale preview reads one problem, three problems", () => {
    const english = createI18n('en', { en });
    expect(english.t('studio.preview.stale', { count: 1 })).toBe('The preview shows the last valid draft: 1 problem in the current text.');
    expect(english.t('studio.preview.stale', { count: 3 })).toBe('The preview shows the last valid draft: 3 problems in the current text.');
  });

  it('writes a position ("Step {{number}}", "Delete item {{number}}") as it is, not as a count', () => {
    expect(createI18n('en', { en }).t('forms.stepper.stepTitle', { number: 1, title: 'Review job offer' })).toBe('Step 1: Review job offer');
    const de = createI18n('de', { de: { forms: deForms } });
    expect(de.t('forms.stepper.stepTitle', { number: 1234, title: 'Angaben' })).toBe('Schritt 1234: Angaben');
    expect(de.t('forms.list.delete', { number: 1234 })).toBe('Eintrag 1234 löschen');
  });

  it('isolates every value of a right-to-left message, so a Latin title, an address or a number keeps its order and the sentence its own', () => {
    const ar = createI18n('ar', { ar: { applied: 'تقدّمت إلى {{title}} باستخدام {{email}}' } });
    expect(ar.t('applied', { title: 'Senior Engineer (Backend)', email: 'ada@example.com' })).toBe(
      'تقدّمت إلى \u2068Senior Engineer (Backend)\u2069 باستخدام \u2068ada@example.com\u2069',
    );
    const he = createI18n('he', { he: { saved: 'נשמר: {{title}}' } });
    expect(he.t('saved', { title: 'Designer' })).toBe('נשמר: \u2068Designer\u2069');
    // Left-to-right languages are left as they are; an empty value gets no isolates.
    expect(createI18n('de', { de: { saved: 'Gespeichert: {{title}}' } }).t('saved', { title: 'Designer' })).toBe('Gespeichert: Designer');
    expect(ar.t('applied', { title: '', email: 'a@b.c' })).toBe('تقدّمت إلى  باستخدام \u2068a@b.c\u2069');
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

describe('English in two parts', () => {
  it('gives every instance the later areas once they are loaded, including instances made before', async () => {
    const early = createI18n('en');
    await loadAllStrings();
    const late = createI18n('en');
    for (const i18n of [early, late]) {
      expect(i18n.t('offers.listTitle')).toBe(en.offers.listTitle);
      expect(i18n.t('forms.validation.required')).toBe(en.forms.validation.required);
      // The home area's later strings merge with the ones the first page carries.
      expect(i18n.t('home.applications.label')).toBe(en.home.applications.label);
      expect(i18n.t('home.notifications.title')).toBe('Notifications');
    }
  });

  it('reports a key no loaded bundle has', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = createI18n('en');
    expect(i18n.t('nowhere.toBeFound')).toBe('nowhere.toBeFound');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Translation key "nowhere.toBeFound" is not loaded'));
    error.mockClear();
    // A key with its own English (a server's words beside their key) shows that English, unreported.
    expect(i18n.t('offers.refusal.somethingNew', { defaultValue: 'The server’s words' })).toBe('The server’s words');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('carries on the first page only the shell, search and the bell’s name', () => {
    expect(Object.keys(enFirstPage)).toEqual(expect.arrayContaining(['search', 'home', 'shell', 'errors']));
    for (const later of ['offers', 'forms', 'auth']) expect(Object.keys(enFirstPage)).not.toContain(later);
    expect(enFirstPage.home).toEqual({ notifications: { bell: 'Notifications', bellWithCount: 'Notifications, {{count}} new' } });
  });

  it('brings the rest with the lazy chunks: the log-in form, the assistant sidebar, the map view, and home with the bell’s name beside the panel’s strings', () => {
    expect(Object.keys(enLaterAreas).sort()).toEqual(['assistant', 'auth', 'forms', 'home', 'offers', 'search']);
    // Of search, the first page leaves out what only lazy parts show (the map view, the résumé upload's confirmation).
    expect(enFirstPage.search).not.toHaveProperty('searchThisArea');
    expect(enFirstPage.search).not.toHaveProperty('confirmUploadTitle');
    expect(enLaterAreas.search).toMatchObject({
      searchThisArea: 'Search this area',
      confirmUpload: 'Upload',
      resultsHeading: enFirstPage.search.resultsHeading,
    });
    expect(enLaterAreas.assistant.sidebar.regionLabel).toBe('Job search assistant');
    expect(enLaterAreas.auth.logIn).toBe('Log in');
    expect(enLaterAreas.home.notifications).toMatchObject({ bell: 'Notifications', title: 'Notifications', markAllViewed: 'Mark all as seen' });
    expect(enLaterAreas.home.loading).toBe('Loading');
  });
});

describe('other languages’ strings', () => {
  it('gives an instance the language’s first-page strings the server sent, and its later areas once downloaded', async () => {
    addLanguageStrings('de', 'firstPage', {
      states: { empty: 'Keine Daten gefunden' },
      search: { resultCount_one: 'Eine Stelle', resultCount_other: '{{count}} Stellen' },
    });
    const first = createI18n('de');
    expect(first.t('states.empty')).toBe('Keine Daten gefunden');
    expect(first.t('search.resultCount', { count: 1 })).toBe('Eine Stelle');
    expect(first.t('search.resultCount', { count: 3 })).toBe('3 Stellen');
    const later = await loadLanguageStrings('de', 'laterAreas');
    // The real German files (engine/i18n/locales/de/): an area the first page does not carry.
    expect(later?.offers).toBeDefined();
    expect(createI18n('de').t('offers.statusLabel.accepted')).toBe((later!.offers as Record<string, Record<string, string>>).statusLabel!.accepted);
    expect(createI18n('de').t('states.empty')).toBe('Keine Daten gefunden');
    // The search strings only lazy parts show (searchLater.json) join the first page's search strings, which stay.
    const german = createI18n('de');
    expect(german.t('search.searchThisArea')).toBe((later!.search as Record<string, string>).searchThisArea);
    expect(german.t('search.searchThisArea')).not.toBe('Search this area');
    expect(german.t('search.resultCount', { count: 3 })).toBe('3 Stellen');
  });

  it("loads the later areas in the page's language when a lazy chunk asks for them before the page's instance is made", async () => {
    vi.resetModules();
    const fresh = await import('../../../engine/i18n/createI18n');
    fresh.addLanguageStrings('de', 'firstPage', { states: { empty: 'Keine Daten gefunden' } });
    const meanwhile = fresh.createI18n('fr');
    await fresh.loadAllStrings();
    const german = fresh.createI18n('de');
    expect(german.t('offers.statusLabel.accepted')).not.toBe(en.offers.statusLabel.accepted);
    expect(german.t('offers.statusLabel.accepted')).toBe(german.getResource('de', 'translation', 'offers.statusLabel.accepted'));
    expect(german.t('states.empty')).toBe('Keine Daten gefunden');
    // An instance made before, in another language, still gets its own.
    expect(meanwhile.t('offers.statusLabel.accepted')).toBe(meanwhile.getResource('fr', 'translation', 'offers.statusLabel.accepted'));
    expect(meanwhile.t('offers.statusLabel.accepted')).not.toBe(en.offers.statusLabel.accepted);
  });

  it('reads Brazilian Portuguese for pt, and nothing for English', async () => {
    const pt = await loadLanguageStrings('pt', 'laterAreas');
    const brazil = await loadLanguageStrings('pt-BR', 'laterAreas');
    expect(pt).toEqual(brazil);
    expect(await loadLanguageStrings('en', 'laterAreas')).toBeUndefined();
  });
});
