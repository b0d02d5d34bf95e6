import { describe, expect, it } from 'vitest';
import { resolveDashboardSettings } from '../../../engine/portal/dashboardSettings';
import type { EmployerConfig } from '../../../schemas/generated/employer-config';

const config = (extra: Partial<EmployerConfig>): EmployerConfig => ({ domain: 'acme.com', name: 'Acme', pages: {}, ...extra }) as EmployerConfig;

// The tabs are the dashboardTabs node's children, resolved with the page: tests/engine/pages/configuredChildren.test.ts.
describe('resolveDashboardSettings', () => {
  it("reads the candidate home's flag and gate", () => {
    const settings = resolveDashboardSettings(
      config({ behaviourFlags: { showEventApplicationStatus: true }, gates: { referralWithCandidateApplicationGate: false } }),
    );
    expect(settings).toEqual({ showEventApplicationStatus: true, referralWithCandidateApplicationGate: false });
    expect(resolveDashboardSettings(config({}))).toEqual({ showEventApplicationStatus: false, referralWithCandidateApplicationGate: false });
  });
});
