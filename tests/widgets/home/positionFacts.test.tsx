import type { PageConfig } from '../../../engine/i18n/localizedText';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import MatchDetailsList from '../../../widgets/home/matchDetailsList/MatchDetailsList';
import PositionInsightsList from '../../../widgets/home/positionInsightsList/PositionInsightsList';
import { installBrowserStubs } from '../renderWithProviders';
import { DashboardTabsPage } from './dashboardTabsPage';
import { deferred, json, renderHome, type FakeServer, type JsonAnswer } from './renderHome';

const application = (positionId: number, title: string, active = true) => ({
  id: positionId * 10,
  position_id: positionId,
  position_title: title,
  department: 'Engineering',
  location: 'Austin',
  status: active ? 'in_review' : 'rejected',
  is_active: active,
  position_closed: false,
  applied_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});
const applications = {
  data: {
    applications: [application(101, 'Frontend engineer'), application(102, 'Data engineer')],
    inactiveApplications: [application(103, 'Old role', false)],
  },
};

const match = (positionId: number, score: number, matchedSkills: string[], missingSkills: string[]) => ({
  data: { position_id: positionId, matchedSkills, missingSkills, score, isStrongMatch: score >= 0.75, strongMatchThreshold: 0.75 },
});
const insights = (positionId: number, applicantCount: number) => ({
  data: {
    position_id: positionId,
    applicantCount,
    savedCount: 4,
    daysSincePosted: 12,
    similarOpenPositions: 3,
    similarOpenPositionsNearby: 1,
    departmentMedianSalary: null,
    salaryMidpoint: null,
  },
});

const pid = (url: URL) => Number(url.searchParams.get('position_id'));

/** Applications, match details and insights per position; position 102's match details fail. */
const server: FakeServer = (_method, url) => {
  if (url.pathname === '/api/pcsx/dashboard/applications') return json(applications);
  if (url.pathname === '/api/pcsx/match_details') {
    if (pid(url) === 101) return json(match(101, 0.8, ['TypeScript', 'React'], ['GraphQL']));
    return json({ message: 'down' }, 500);
  }
  if (url.pathname === '/api/pcsx/position_insights') return json(insights(pid(url), pid(url) === 101 ? 1500 : 7));
  return json({}, 404);
};

beforeAll(() => {
  installBrowserStubs();
  // A busy machine (two cores shared) can take more than findBy's default second to render Chakra.
  configure({ asyncUtilTimeout: 10_000 });
});

describe('MatchDetailsList (match details as a dashboard tab)', { timeout: 30_000 }, () => {
  it('lists the positions of the active applications, each with its own match details', async () => {
    const { calls } = renderHome(<MatchDetailsList />, server);
    const list = await screen.findByRole('list', { name: 'Your match for each job' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Frontend engineer', 'Data engineer']);
    expect(await within(items[0]!).findByText('Strong match')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Skills you have: TypeScript, React');
    expect(items[0]).toHaveTextContent('Skills to add: GraphQL');
    expect(within(items[0]!).getByRole('link', { name: 'Frontend engineer' })).toHaveAttribute('href', expect.stringMatching(/^\/careers\/job\/101/));
    // One position failing shows its own error; the others stay.
    expect(await within(items[1]!).findByText('An error occurred while retrieving data')).toBeInTheDocument();
    const asked = calls.filter((call) => call.url.pathname === '/api/pcsx/match_details').map((call) => pid(call.url));
    expect(asked.sort()).toEqual([101, 102]);
    expect(screen.queryByText('Old role')).not.toBeInTheDocument();
  });

  it('shows the share of skills matched as a percentage below the strong-match threshold', async () => {
    renderHome(<MatchDetailsList />, (_method, url) => {
      if (url.pathname === '/api/pcsx/dashboard/applications')
        return json({ data: { applications: [application(101, 'Frontend engineer')], inactiveApplications: [] } });
      return json(match(101, 0.5, ['TypeScript'], ['Go']));
    });
    expect(await screen.findByText('50% match')).toBeInTheDocument();
  });

  it('says so when a job lists no skills', async () => {
    renderHome(<MatchDetailsList />, (_method, url) => {
      if (url.pathname === '/api/pcsx/dashboard/applications')
        return json({ data: { applications: [application(101, 'Frontend engineer')], inactiveApplications: [] } });
      return json(match(101, 0, [], []));
    });
    expect(await screen.findByText('This job lists no skills to compare.')).toBeInTheDocument();
  });

  it('shows the loading state, then the empty state without applications', async () => {
    const answer = deferred<JsonAnswer>();
    const { calls } = renderHome(<MatchDetailsList />, () => answer.promise);
    expect(await screen.findByTestId('tab-loading')).toBeInTheDocument();
    answer.resolve(json({ data: { applications: [], inactiveApplications: [application(103, 'Old role', false)] } }));
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/pcsx/match_details')).toBe(false);
  });

  it('shows the error state when the applications cannot be loaded', async () => {
    renderHome(<MatchDetailsList />, () => json({ message: 'down' }, 503));
    expect(await screen.findByText('An error occurred while retrieving data')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('PositionInsightsList (position insights as a dashboard tab)', { timeout: 30_000 }, () => {
  it('lists each application’s position with its insights', async () => {
    renderHome(<PositionInsightsList />, server);
    const list = await screen.findByRole('list', { name: 'Insights for each job' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(await within(first).findByText('1.5k')).toBeInTheDocument();
    const facts = within(first)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(facts).toEqual(['Applicants', 'Saved by', 'Similar open jobs', 'Days since posted']);
    expect(
      within(first)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['1.5k', '4', '3', '12']);
  });

  it('covers the saved positions, at most `limit` of them, when configured so', async () => {
    const saved = [1, 2, 3].map((id) => ({ id, position_id: id, title: `Saved ${id}`, department: 'Design', location: 'Remote' }));
    const { calls } = renderHome(<PositionInsightsList positions="savedPositions" limit={2} />, (_method, url) => {
      if (url.pathname === '/api/pcsx/positions/saved') return json({ data: { savedPositions: saved } });
      if (url.pathname === '/api/pcsx/position_insights') return json(insights(pid(url), 5));
      return json({}, 404);
    });
    const list = await screen.findByRole('list', { name: 'Insights for each job' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Saved 1', 'Saved 2']);
    await waitFor(() => expect(calls.filter((call) => call.url.pathname === '/api/pcsx/position_insights')).toHaveLength(2));
    expect(calls.some((call) => call.url.pathname === '/api/pcsx/dashboard/applications')).toBe(false);
  });
});

describe('match details and insights as configured dashboard tabs', { timeout: 30_000 }, () => {
  const config: Partial<PageConfig> = {
    pcsxConfig: {
      dashboardConfig: {
        tabs: [
          { id: 'match', title: 'Your match', widget: 'matchDetailsList', props: { positions: 'applications' } },
          { id: 'insights', title: 'Job insights', widget: 'positionInsightsList', props: { positions: 'applications' } },
        ],
      },
    },
  };

  it('renders each as a tab of the dashboard', async () => {
    renderHome(<DashboardTabsPage config={config} props={{ source: 'dashboard' }} />, server, { config });
    const tabs = within(await screen.findByRole('tablist', { name: 'Dashboard sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Your match', 'Job insights']);
    expect(await screen.findByText('Strong match')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Job insights' }));
    expect(await screen.findByRole('list', { name: 'Insights for each job' })).toBeInTheDocument();
    expect(await screen.findByText('1.5k')).toBeInTheDocument();
  });
});
