import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { evaluateRule } from '../logic/evaluate';

/** A dashboard (or applications page) tab as the tabs widget renders it: its registry widget and props. */
export interface DashboardTabSetting {
  id: string;
  title: string;
  widget: string;
  props: Record<string, unknown>;
  /** JSON Pointer of the tab in the employer config, for error cards. */
  path: string;
}

type ConfigTab = { id: string; title: string; widget: string; props?: Record<string, unknown>; visibleFn?: unknown };

/**
 * The tabs a logged-in candidate sees. The dashboard and applications pages are protected, so a
 * tab's visibleFn is decided here once, for a logged-in candidate with the employer's flags and gates;
 * a rule that cannot run hides its tab (the config check reports it).
 */
function visibleTabs(config: EmployerConfig, tabs: readonly ConfigTab[] | undefined, basePath: string): DashboardTabSetting[] {
  const context = {
    user: { isLoggedIn: true, isAdmin: false, isThemeBuilderUser: false },
    flags: { ...(config.behaviourFlags as Record<string, boolean> | undefined) },
    gates: { ...(config.gates as Record<string, boolean> | undefined) },
    query: {},
    locale: config.defaultLanguage ?? 'en',
  };
  const result: DashboardTabSetting[] = [];
  (tabs ?? []).forEach((tab, index) => {
    if (tab.visibleFn !== undefined) {
      try {
        if (!evaluateRule(tab.visibleFn, context)) return;
      } catch {
        return;
      }
    }
    result.push({ id: tab.id, title: tab.title, widget: tab.widget, props: tab.props ?? {}, path: `${basePath}/${index}` });
  });
  return result;
}

/** The candidate home's slice: dashboard tabs, applications page tabs, gates and flags. */
export function resolveDashboardSettings(config: EmployerConfig) {
  const pcsx = config.pcsxConfig ?? {};
  return {
    tabs: visibleTabs(config, pcsx.dashboardConfig?.tabs as ConfigTab[] | undefined, '/pcsxConfig/dashboardConfig/tabs'),
    applicationsPageTabs: visibleTabs(config, pcsx.applicationsPageConfig?.tabs as ConfigTab[] | undefined, '/pcsxConfig/applicationsPageConfig/tabs'),
    showEventApplicationStatus: config.behaviourFlags?.showEventApplicationStatus === true,
    referralWithCandidateApplicationGate: config.gates?.referralWithCandidateApplicationGate === true,
  };
}
