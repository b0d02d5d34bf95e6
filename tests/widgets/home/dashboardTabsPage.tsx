import { configuredChildren } from '../../../engine/pages/configuredChildren';
import type { PageContext } from '../../../engine/pages/PageContext';
import { resolvePage } from '../../../engine/pages/resolvePage';
import type { EmployerConfig } from '../../../schemas/generated/employer-config';
import type { DashboardTabsProps } from '../../../schemas/generated/widgets/dashboardTabs.props';
import { PageRenderer } from '../../../src/pages/PageRenderer';
import { getWidget } from '../../../widgets/registry';

const candidate: PageContext = {
  user: { isLoggedIn: true, isAdmin: false, isThemeBuilderUser: false },
  flags: {},
  gates: {},
  query: {},
  page: { id: 'dashboard', variant: 'v1' },
  locale: 'en',
};

/** A dashboard page of one dashboardTabs node, resolved and rendered the way ConfigPage does it (tabs come from the config). */
export function DashboardTabsPage({ config, props }: { config: Partial<EmployerConfig>; props: DashboardTabsProps }) {
  const nodes = resolvePage([{ widget: 'dashboardTabs', props }], '/pages/dashboard/layout', candidate, {
    isKnownType: (type) => getWidget(type) !== undefined,
    childrenOf: configuredChildren({ domain: 'acme.com', name: 'Acme Corporation', pages: {}, ...config } as EmployerConfig),
  });
  return <PageRenderer nodes={nodes} />;
}
