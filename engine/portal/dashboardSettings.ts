import type { EmployerConfig } from '../../schemas/generated/employer-config';

/**
 * The candidate home's slice: the flags and gates its widgets read. Its tabs are not here: they are
 * the dashboardTabs node's children, resolved with the page (engine/pages/configuredChildren.ts).
 */
export function resolveDashboardSettings(config: EmployerConfig) {
  return {
    showEventApplicationStatus: config.behaviourFlags?.showEventApplicationStatus === true,
    referralWithCandidateApplicationGate: config.gates?.referralWithCandidateApplicationGate === true,
  };
}
