import { describe, expect, it } from 'vitest';
import { resolveDashboardSettings } from '../../../engine/portal/dashboardSettings';
import type { EmployerConfig } from '../../../schemas/generated/employer-config';

const config = (extra: Partial<EmployerConfig>): EmployerConfig => ({ domain: 'acme.com', name: 'Acme', pages: {}, ...extra }) as EmployerConfig;

describe('resolveDashboardSettings', () => {
  it('keeps the configured tabs in order with their props and config paths', () => {
    const settings = resolveDashboardSettings(
      config({
        pcsxConfig: {
          dashboardConfig: {
            tabs: [
              { id: 'saved', title: 'Saved jobs', widget: 'savedJobsList' },
              { id: 'apps', title: 'Applications', widget: 'applicationsList', props: { show: 'all' } },
            ],
          },
        },
      }),
    );
    expect(settings.tabs).toEqual([
      { id: 'saved', title: 'Saved jobs', widget: 'savedJobsList', props: {}, path: '/pcsxConfig/dashboardConfig/tabs/0' },
      { id: 'apps', title: 'Applications', widget: 'applicationsList', props: { show: 'all' }, path: '/pcsxConfig/dashboardConfig/tabs/1' },
    ]);
    expect(settings.applicationsPageTabs).toEqual([]);
  });

  it("decides a tab's visibleFn for a logged-in candidate with the employer's flags and gates", () => {
    const settings = resolveDashboardSettings(
      config({
        behaviourFlags: { showEventApplicationStatus: true },
        gates: { referralWithCandidateApplicationGate: false },
        pcsxConfig: {
          applicationsPageConfig: {
            tabs: [
              { id: 'events', title: 'Events', widget: 'eventsList', visibleFn: { var: 'flags.showEventApplicationStatus' } },
              { id: 'referrals', title: 'Referrals', widget: 'referralsList', visibleFn: { var: 'gates.referralWithCandidateApplicationGate' } },
              { id: 'mine', title: 'Mine', widget: 'applicationsList', visibleFn: { var: 'user.isLoggedIn' } },
              { id: 'broken', title: 'Broken', widget: 'applicationsList', visibleFn: { method: ['x', 'toString'] } },
            ],
          },
        },
      }),
    );
    expect(settings.applicationsPageTabs.map((tab) => tab.id)).toEqual(['events', 'mine']);
    expect(settings.showEventApplicationStatus).toBe(true);
    expect(settings.referralWithCandidateApplicationGate).toBe(false);
  });
});
