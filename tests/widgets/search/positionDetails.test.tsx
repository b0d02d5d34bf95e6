import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import PositionDetails, { pidOfJobPage } from '../../../widgets/search/positionDetails/PositionDetailsPage';
import { toaster } from '../../../widgets/shared/toaster';
import { installBrowserStubs } from '../renderWithProviders';
import { json, position, renderSearchWidget } from './renderSearchWidget';

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
const match = { data: { position_id: 42, matchedSkills: ['TypeScript'], missingSkills: ['Go'], score: 50, isStrongMatch: false, strongMatchThreshold: 70 } };

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
    expect(within(article).getByRole('heading', { name: 'Staff Engineer', level: 2 })).toBeInTheDocument();
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

  it('opens the login modal when a visitor saves', async () => {
    renderSearchWidget(() => <PositionDetails />, { url: '/careers/job/42', api: { '/api/pcsx/position_details': () => ({ data: { position: job } }) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(await screen.findByTestId('auth-modal')).toBeInTheDocument();
  });
});
