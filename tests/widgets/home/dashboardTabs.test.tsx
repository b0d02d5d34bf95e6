import type { PageConfig } from '../../../engine/i18n/localizedText';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { installBrowserStubs } from '../renderWithProviders';
import { DashboardTabsPage } from './dashboardTabsPage';
import { json, renderHome, type FakeServer } from './renderHome';

const application = (id: number, active: boolean) => ({
  id,
  position_id: 100 + id,
  position_title: `Role ${id}`,
  department: 'Engineering',
  location: 'Austin',
  status: active ? 'in_review' : 'rejected',
  is_active: active,
  position_closed: false,
  applied_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});

const server: FakeServer = (_method, url) => {
  if (url.pathname === '/api/pcsx/dashboard/applications')
    return json({ data: { applications: [application(1, true)], inactiveApplications: [application(2, false)] } });
  if (url.pathname === '/api/pcsx/dashboard/interviews') return json({ message: 'down' }, 503);
  return json({}, 404);
};

const config: Partial<PageConfig> = {
  pcsxConfig: {
    dashboardConfig: {
      tabs: [
        { id: 'active', title: 'Applications', widget: 'applicationsList', props: { show: 'active' } },
        { id: 'inactive', title: 'Inactive', widget: 'applicationsList', props: { show: 'inactive' } },
        { id: 'interviews', title: 'Interviews', widget: 'interviewsList' },
        { id: 'typo', title: 'Typo', widget: 'aplicationsList' },
        { id: 'hidden', title: 'Hidden', widget: 'applicationsList', visibleFn: { filter: [[], true] } },
        { id: 'broken', title: 'Broken', widget: 'applicationsList', visibleFn: { method: ['x', 'toString'] } },
      ],
    },
    applicationsPageConfig: { tabs: [{ id: 'all', title: 'All applications', widget: 'applicationsList', props: { show: 'all' } }] },
  },
};

beforeAll(() => {
  installBrowserStubs();
  // A busy machine (two cores shared) can take more than findBy's default second to render Chakra.
  configure({ asyncUtilTimeout: 10_000 });
});

describe('DashboardTabs', { timeout: 30_000 }, () => {
  it('shows the configured tabs in order and the first tab’s widget', async () => {
    renderHome(<DashboardTabsPage config={config} props={{ source: 'dashboard' }} />, server, { config });
    const tabs = within(await screen.findByRole('tablist', { name: 'Dashboard sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Applications', 'Inactive', 'Interviews', 'Typo', 'Broken']);
    expect(await screen.findByText('Role 1')).toBeInTheDocument();
    expect(screen.queryByText('Role 2')).not.toBeInTheDocument();
  });

  it('opens the tab named in the address and keeps the choice there', async () => {
    const { router } = renderHome(<DashboardTabsPage config={config} props={{ source: 'dashboard' }} />, server, {
      config,
      at: '/careers/dashboard?domain=acme.com&tab=inactive',
    });
    expect(await screen.findByText('Role 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Interviews' }));
    expect(await screen.findByText('An error occurred while retrieving data')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ domain: 'acme.com', tab: 'interviews' });
  });

  it('shows an error card naming the config path for an unknown widget type', async () => {
    renderHome(<DashboardTabsPage config={config} props={{ source: 'dashboard' }} />, server, { config, at: '/careers/dashboard?tab=typo' });
    const card = await screen.findByTestId('widget-error');
    expect(card).toHaveAttribute('data-config-path', '/pcsxConfig/dashboardConfig/tabs/3');
    expect(card).toHaveTextContent('"aplicationsList" is not a known widget type');
  });

  it('shows an error card naming the rule for a tab whose visibleFn cannot run', async () => {
    renderHome(<DashboardTabsPage config={config} props={{ source: 'dashboard' }} />, server, { config, at: '/careers/dashboard?tab=broken' });
    const card = await screen.findByTestId('widget-error');
    expect(card).toHaveAttribute('data-config-path', '/pcsxConfig/dashboardConfig/tabs/5');
    expect(card).toHaveTextContent('/pcsxConfig/dashboardConfig/tabs/5/visibleFn');
  });

  it('says there is nothing to show when no tab is configured', async () => {
    renderHome(<DashboardTabsPage config={{}} props={{ source: 'dashboard' }} />, server);
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('uses applicationsPageConfig tabs for the applications page', async () => {
    renderHome(<DashboardTabsPage config={config} props={{ source: 'applicationsPage', label: 'Applications' }} />, server, { config });
    expect(
      within(await screen.findByRole('tablist', { name: 'Applications' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All applications']);
    expect(await screen.findByText('Role 1')).toBeInTheDocument();
    expect(screen.getByText('Role 2')).toBeInTheDocument();
  });
});
