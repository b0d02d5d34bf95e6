import type { PageConfig } from '../../../engine/i18n/localizedText';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import PositionDetails, { pidOfJobPage } from '../../../widgets/search/positionDetails/PositionDetailsPage';
import { toaster } from '../../../widgets/shared/toaster';
import { installBrowserStubs } from '../renderWithProviders';
import { json, position, renderSearchWidget, searchTestConfig } from './renderSearchWidget';

beforeAll(() => {
  installBrowserStubs();
  configure({ asyncUtilTimeout: 10_000 });
});

const job = position(42, 'Staff Engineer');
const insights = {
  data: {
    position_id: 42,
    applicantCount: 12,
    daysSincePosted: 3,
    similarOpenPositions: 1500,
    similarOpenPositionsNearby: 2,
    departmentMedianSalary: null,
    salaryMidpoint: null,
    savedCount: 4,
  },
};
const match = { data: { position_id: 42, matchedSkills: ['TypeScript'], missingSkills: ['Go'], score: 0.5, isStrongMatch: false, strongMatchThreshold: 0.7 } };

describe('job page', { timeout: 30_000 }, () => {
  it('reads the pid from /careers/job/{pid}-slug and from /careers/job/private?pid=', () => {
    expect(pidOfJobPage('/careers/job/42-staff-engineer', '')).toEqual({ pid: '42', isPrivate: false });
    expect(pidOfJobPage('/careers/job/private', '?pid=42&domain=acme.com')).toEqual({ pid: '42', isPrivate: true });
    expect(pidOfJobPage('/careers/job/private', '')).toEqual({ pid: undefined, isPrivate: true });
  });

  it('loads details, match details and insights together and links to apply', async () => {
    const { calls } = renderSearchWidget(() => <PositionDetails />, {
      url: '/careers/job/42-staff-engineer?domain=acme.com&utm_source=mail',
      loggedIn: true,
      api: {
        '/api/pcsx/position_details': () => ({ data: { position: job } }),
        '/api/pcsx/match_details': () => match,
        '/api/pcsx/position_insights': () => insights,
        '/api/pcsx/job_cart': () => ({ data: { data: { jobCartData: [], invalidPositionIds: [] } } }),
      },
    });
    const article = await screen.findByTestId('position-details');
    expect(within(article).getByRole('heading', { name: 'Staff Engineer', level: 1 })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/careers/apply?pid=42&utm_source=mail&domain=acme.com');
    expect(await within(article).findByText('50% match')).toBeInTheDocument();
    expect(await within(article).findByRole('heading', { name: 'Job insights' })).toBeInTheDocument();
    expect(within(article).getByText('1.5k')).toBeInTheDocument();
    const started = calls.map((call) => call.url.pathname);
    expect(started).toEqual(expect.arrayContaining(['/api/pcsx/position_details', '/api/pcsx/match_details', '/api/pcsx/position_insights']));
  });

  it('hides match details and insights that fail, and never asks match details for a visitor', async () => {
    const { calls } = renderSearchWidget(() => <PositionDetails />, {
      url: '/careers/job/private?pid=42',
      api: { '/api/pcsx/position_details': () => ({ data: { position: job } }), '/api/pcsx/position_insights': () => json({}, 500) },
    });
    const article = await screen.findByTestId('position-details');
    expect(within(article).getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/careers/apply/private?pid=42');
    expect(screen.queryByRole('heading', { name: 'Job insights' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/pcsx/match_details')).toBe(false);
  });

  it("shows 'Failed to load position details' (toast 2 s) when the position fails", async () => {
    const create = vi.spyOn(toaster, 'create');
    renderSearchWidget(() => <PositionDetails />, { url: '/careers/job/42', api: { '/api/pcsx/position_details': () => json({}, 500) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load position details');
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to load position details', duration: 2000 }));
    create.mockRestore();
  });

  it('opens the login modal when a visitor saves, keeps the save for after the log-in, and drops it when the modal is closed', async () => {
    sessionStorage.clear();
    renderSearchWidget(() => <PositionDetails />, { url: '/careers/job/42', api: { '/api/pcsx/position_details': () => ({ data: { position: job } }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Save job' }));
    const modal = await screen.findByTestId('auth-modal');
    expect(JSON.parse(sessionStorage.getItem('portico.pendingAction') ?? 'null')).toMatchObject({ action: { type: 'saveJob', pid: '42' }, domain: 'acme.com' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(sessionStorage.getItem('portico.pendingAction')).toBeNull());
  });

  it('keeps an add to the job cart for after the log-in', async () => {
    sessionStorage.clear();
    renderSearchWidget(() => <PositionDetails />, { url: '/careers/job/42', api: { '/api/pcsx/position_details': () => ({ data: { position: job } }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to job cart' }));
    await screen.findByTestId('auth-modal');
    expect(JSON.parse(sessionStorage.getItem('portico.pendingAction') ?? 'null')).toMatchObject({ action: { type: 'addToCart', pid: '42' } });
    sessionStorage.clear();
  });
});

/** An employer with per-position config overrides (positionDetailsConfig.hasOverrides). */
function withOverrides(positionDetailsConfig: NonNullable<PageConfig['pcsxConfig']>['positionDetailsConfig']): PageConfig {
  return { ...searchTestConfig, pcsxConfig: { ...searchTestConfig.pcsxConfig, positionDetailsConfig: { hasOverrides: true, ...positionDetailsConfig } } };
}

describe('job page: per-position config overrides (spec section 4)', { timeout: 30_000 }, () => {
  const api = (overrides: unknown) => ({
    '/api/pcsx/position_details': () => ({ data: { position: job } }),
    '/api/pcsx/match_details': () => match,
    '/api/pcsx/position_insights': () => insights,
    '/api/pcsx/config_overrides': () => ({ data: { overrides } }),
    '/api/pcsx/job_cart': () => ({ data: { data: { jobCartData: [], invalidPositionIds: [] } } }),
  });

  it('fetches the overrides of the position and applies them: its match details are hidden, its insights stay', async () => {
    const { calls, queryClient } = renderSearchWidget(() => <PositionDetails />, {
      url: '/careers/job/42?domain=acme.com',
      loggedIn: true,
      config: withOverrides({ showMatchDetails: true, showInsights: true }),
      api: api({ pcsxConfig: { positionDetailsConfig: { showMatchDetails: false } } }),
    });
    const article = await screen.findByTestId('position-details');
    expect(await within(article).findByRole('heading', { name: 'Job insights' })).toBeInTheDocument();
    const asked = calls.find((call) => call.url.pathname === '/api/pcsx/config_overrides');
    expect(asked?.url.searchParams.get('position_id')).toBe('42');
    // Both answers are in (match details were asked in parallel, before the overrides said no) …
    await waitFor(() => {
      expect(queryClient.getQueryState(['search', 'configOverrides', 'acme.com', '42'])?.status).toBe('success');
      expect(queryClient.getQueryState(['search', 'matchDetails', 'acme.com', '42'])?.status).toBe('success');
    });
    // … and the position's override hides them.
    expect(within(article).queryByText('50% match')).not.toBeInTheDocument();
    expect(within(article).queryByRole('heading', { name: 'Your match' })).not.toBeInTheDocument();
  });

  it('an override can also turn on what the employer config turns off (insights load once it says so)', async () => {
    const { calls } = renderSearchWidget(() => <PositionDetails />, {
      url: '/careers/job/42?domain=acme.com',
      loggedIn: true,
      config: withOverrides({ showInsights: false }),
      api: api({ pcsxConfig: { positionDetailsConfig: { showInsights: true } } }),
    });
    const article = await screen.findByTestId('position-details');
    expect(await within(article).findByRole('heading', { name: 'Job insights' })).toBeInTheDocument();
    expect(await within(article).findByText('50% match')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/pcsx/position_insights')).toHaveLength(1);
  });

  it('an empty or failed answer leaves the employer config as it is, and no overrides are asked without hasOverrides', async () => {
    renderSearchWidget(() => <PositionDetails />, {
      url: '/careers/job/42?domain=acme.com',
      loggedIn: true,
      config: withOverrides({}),
      api: { ...api({}), '/api/pcsx/config_overrides': () => json({ message: 'no' }, 500) },
    });
    const article = await screen.findByTestId('position-details');
    expect(await within(article).findByText('50% match')).toBeInTheDocument();
    expect(await within(article).findByRole('heading', { name: 'Job insights' })).toBeInTheDocument();
    cleanup();

    const { calls } = renderSearchWidget(() => <PositionDetails />, { url: '/careers/job/42?domain=acme.com', loggedIn: true, api: api({}) });
    expect(await within(await screen.findByTestId('position-details')).findByText('50% match')).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/pcsx/config_overrides')).toBe(false);
  });
});
