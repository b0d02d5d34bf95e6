import type { PageConfig } from '../../../engine/i18n/localizedText';
import { configuredChildren } from '../../../engine/pages/configuredChildren';
import { resolvePage } from '../../../engine/pages/resolvePage';
import type { DashboardTabsProps } from '../../../schemas/generated/widgets/dashboardTabs.props';
import { PageRenderer } from '../../../src/pages/PageRenderer';
import { getWidget } from '../../../widgets/registry';
import { candidateOnDashboard } from '../../engine/pages/pageContext';

/** A dashboard page of one dashboardTabs node, resolved and rendered the way ConfigPage does it (tabs come from the config). */
export function DashboardTabsPage({ config, props }: { config: Partial<PageConfig>; props: DashboardTabsProps }) {
  const nodes = resolvePage([{ widget: 'dashboardTabs', props }], '/pages/dashboard/layout', candidateOnDashboard(), {
    isKnownType: (type) => getWidget(type) !== undefined,
    childrenOf: configuredChildren({ domain: 'acme.com', name: 'Acme Corporation', pages: {}, ...config } as PageConfig),
  });
  return <PageRenderer nodes={nodes} />;
}
