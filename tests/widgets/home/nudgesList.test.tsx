import { configure, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n, loadAllStrings, loadLanguageStrings } from '../../../engine/i18n/createI18n';
// The lazy widget chunks' recipes, as the app adds them before such a widget renders.
import '../../../widgets/shared/allChakraRecipes';
import NudgesList from '../../../widgets/home/nudgesList/NudgesList';
import { installBrowserStubs } from '../renderWithProviders';
import { json, renderHome } from './renderHome';

// As server/home/dashboard/computeNudges.ts answers them: English words beside their keys.
const nudges = [
  {
    id: 'interview-7',
    type: 'interview',
    title: 'Upcoming interview',
    titleKey: 'home.nudges.interviewTitle',
    message: 'Your interview for Platform Engineer is in 3 days',
    messageKey: 'home.nudges.interviewInDays',
    messageParams: { position: 'Platform Engineer', days: '3', count: '3' },
    actionUrl: '/careers/interviews',
    priority: 3,
  },
  {
    id: 'draft-11',
    type: 'draft_application',
    title: 'Draft application',
    titleKey: 'home.nudges.draftTitle',
    message: 'Finish your draft application for Data Analyst',
    messageKey: 'home.nudges.finishDraft',
    messageParams: { position: 'Data Analyst' },
    actionUrl: '/careers/apply?pid=11',
    priority: 20,
  },
  {
    id: 'profile-skills',
    type: 'profile',
    title: 'Complete your profile',
    titleKey: 'home.completion.edit',
    message: 'Add your skills',
    messageKey: 'home.completion.items.skills',
    messageParams: {},
    actionUrl: '/careers/profile',
    priority: 30,
  },
  {
    // A kind a newer server sends, which this page has no words for: its English shows.
    id: 'event-3',
    type: 'profile',
    title: 'Career fair',
    titleKey: 'home.nudges.eventTitle',
    message: 'Register for the career fair',
    messageKey: 'home.nudges.registerEvent',
    messageParams: {},
    actionUrl: '/careers/events',
    priority: 40,
  },
];

const texts = () =>
  within(screen.getByRole('list', { name: /Suggestions|Vorschläge/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeAll(async () => {
  installBrowserStubs();
  configure({ asyncUtilTimeout: 10_000 });
  await loadAllStrings();
  await loadLanguageStrings('de', 'laterAreas');
});

describe('NudgesList', { timeout: 30_000 }, () => {
  it('shows each nudge’s title and message in English on an English page', async () => {
    renderHome(<NudgesList />, () => json({ data: { nudges } }));
    expect(await screen.findByText('Your interview for Platform Engineer is in 3 days')).toBeInTheDocument();
    expect(screen.getByText('Finish your draft application for Data Analyst')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go: Upcoming interview' })).toHaveAttribute('href', expect.stringContaining('/careers/interviews'));
  });

  it('shows each nudge in German on a German page, with its parameters and the plural of its count, and the API’s English for an unknown key', async () => {
    const de = createI18n('de');
    renderHome(<NudgesList />, () => json({ data: { nudges } }), { i18n: de });
    expect(await screen.findByText('Ihr Vorstellungsgespräch für Platform Engineer ist in 3 Tagen')).toBeInTheDocument();
    expect(screen.getByText('Anstehendes Vorstellungsgespräch')).toBeInTheDocument();
    expect(screen.getByText('Schließen Sie Ihren Bewerbungsentwurf für Data Analyst ab')).toBeInTheDocument();
    expect(screen.getByText('Bewerbungsentwurf')).toBeInTheDocument();
    expect(screen.getByText('Fügen Sie Ihre Kenntnisse hinzu')).toBeInTheDocument();
    expect(screen.getByText('Profil vervollständigen')).toBeInTheDocument();
    expect(screen.getByText('Register for the career fair')).toBeInTheDocument();
    expect(screen.getByText('Career fair')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${de.t('home.nudges.go')}: Anstehendes Vorstellungsgespräch` })).toBeInTheDocument();
    expect(texts().join(' ')).not.toMatch(/Your interview|Finish your draft|Add your skills/);
  });
});
