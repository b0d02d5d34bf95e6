import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n, loadAllStrings, loadLanguageStrings } from '../../../engine/i18n/createI18n';
// The lazy widget chunks' recipes (list), as the app adds them before such a widget renders.
import '../../../widgets/shared/allChakraRecipes';
import ProfileCompletion from '../../../widgets/home/profileCompletion/ProfileCompletion';
import { installBrowserStubs } from '../renderWithProviders';
import { json, renderHome } from './renderHome';

const analysis = {
  completion: 55,
  missing: [
    { section: 'skills', key: 'skills', label: 'Add your skills', labelKey: 'home.completion.items.skills', weight: 20 },
    { section: 'resume', key: 'resume', label: 'Upload your resume', labelKey: 'home.completion.items.resume', weight: 10 },
    // An item a newer server added, which this page has no words for: its English label shows.
    { section: 'portfolio', key: 'portfolio', label: 'Add your portfolio', labelKey: 'home.completion.items.portfolio', weight: 5 },
  ],
};

beforeAll(async () => {
  installBrowserStubs();
  configure({ asyncUtilTimeout: 10_000 });
  await loadAllStrings();
  await loadLanguageStrings('de', 'laterAreas');
});

describe('ProfileCompletion', { timeout: 30_000 }, () => {
  it('names what is missing in English on an English page, heaviest first', async () => {
    renderHome(<ProfileCompletion />, () => json({ data: analysis }));
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Add your skills', 'Upload your resume', 'Add your portfolio']);
    const bar = screen.getByRole('progressbar', { name: 'Profile completeness' });
    expect(bar).toHaveAttribute('aria-valuenow', '55');
    expect(bar.firstElementChild).toHaveStyle({ width: '55%' });
    expect(screen.getByText('55% complete')).toBeInTheDocument();
  });

  it('names what is missing in German on a German page, by each item’s key, and keeps the API’s label for an unknown key', async () => {
    renderHome(<ProfileCompletion />, () => json({ data: analysis }), { i18n: createI18n('de') });
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fügen Sie Ihre Kenntnisse hinzu', 'Laden Sie Ihren Lebenslauf hoch', 'Add your portfolio']);
    expect(screen.getByRole('link', { name: 'Profil vervollständigen' })).toBeInTheDocument();
  });
});
