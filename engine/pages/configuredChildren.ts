import type { DashboardTab } from '../../schemas/generated/employer-config';
import type { Localized, PageConfig } from '../i18n/localizedText';
import type { WidgetNode } from '../../schemas/generated/page-layout';
import { joinPointer } from '../config/ConfigError';
import type { ConfiguredChildren } from './resolvePage';

/** What the dashboardTabs widget knows of each tab it shows, one per child, in order. */
interface DashboardTabLabel {
  id: string;
  title: string;
}

/** The props the resolver adds to a dashboardTabs node, beside the props from its config. */
export type DashboardTabsChildProps = { tabs: DashboardTabLabel[] };

/**
 * Children that a widget node takes from elsewhere in the config, for resolvePage's `childrenOf`.
 * A dashboardTabs node shows the tabs of pcsxConfig.dashboardConfig or applicationsPageConfig (its
 * `source` prop): each tab is an ordinary widget node with an id and a title, so its visibleFn, an
 * unknown widget type or a rule that cannot run is decided like any node's, against the page's
 * context, and an error card names the tab's place in the config.
 */
export function configuredChildren(config: PageConfig): (node: WidgetNode) => ConfiguredChildren | undefined {
  return (node) => {
    if (node.widget !== 'dashboardTabs') return undefined;
    const area = (node.props as { source?: string } | undefined)?.source === 'applicationsPage' ? 'applicationsPageConfig' : 'dashboardConfig';
    const tabs: readonly Localized<DashboardTab>[] = config.pcsxConfig?.[area]?.tabs ?? [];
    return {
      nodes: tabs,
      pointer: joinPointer('', 'pcsxConfig', area, 'tabs'),
      describe: (shown): DashboardTabsChildProps => ({ tabs: (shown as readonly Localized<DashboardTab>[]).map(({ id, title }) => ({ id, title })) }),
    };
  };
}
