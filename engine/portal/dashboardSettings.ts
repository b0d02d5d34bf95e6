import type { EmployerConfig } from '../../schemas/generated/employer-config';

/** The candidate home's slice: dashboard tabs, applications page tabs, gates and flags. */
export function resolveDashboardSettings(config: EmployerConfig) {
  const pcsx = config.pcsxConfig ?? {};
  return {
    tabs: pcsx.dashboardConfig?.tabs ?? [],
    applicationsPageTabs: pcsx.applicationsPageConfig?.tabs ?? [],
    showEventApplicationStatus: config.behaviourFlags?.showEventApplicationStatus === true,
    referralWithCandidateApplicationGate: config.gates?.referralWithCandidateApplicationGate === true,
  };
}
