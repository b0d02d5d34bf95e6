import { Skeleton, Tabs, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardTabsProps } from '../../../schemas/generated/widgets/dashboardTabs.props';
import type { DashboardTabSetting } from '../../../engine/portal/dashboardSettings';
import { getWidget } from '../../registry';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { usePortalSettings } from '../../shared/PortalContext';
import { WidgetErrorCard } from '../../shared/WidgetErrorCard';

function TabWidget({ tab }: { tab: DashboardTabSetting }) {
  const widget = getWidget(tab.widget);
  if (!widget) {
    return (
      <WidgetErrorCard path={tab.path} type={tab.widget} errors={[{ pointer: `${tab.path}/widget`, message: `"${tab.widget}" is not a known widget type` }]} />
    );
  }
  const Component = widget.component;
  return (
    <Suspense fallback={<Skeleton height="24" borderRadius="l2" />}>
      <Component {...tab.props} />
    </Suspense>
  );
}

/**
 * The dashboard's tabs, from the employer's dashboardConfig.tabs (or applicationsPageConfig.tabs):
 * each tab is a registry widget with its own loading, empty and error states. The open tab is kept in
 * the tab query parameter, so a reload or a shared link opens the same tab; only the open tab renders
 * (and fetches).
 */
export default function DashboardTabs({ source = 'dashboard', label }: WidgetComponentProps<DashboardTabsProps>) {
  const { t } = useTranslation();
  const settings = usePortalSettings().dashboard;
  const tabs = source === 'applicationsPage' ? settings.applicationsPageTabs : settings.tabs;
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  if (tabs.length === 0) return <Text color="fg.muted">{t('home.noDataFound')}</Text>;
  const requested = typeof search.tab === 'string' ? search.tab : undefined;
  const value = tabs.some((tab) => tab.id === requested) ? requested! : tabs[0]!.id;
  return (
    <Tabs.Root
      value={value}
      lazyMount
      unmountOnExit
      variant="line"
      colorPalette="brand"
      onValueChange={(details) =>
        void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, tab: details.value }), replace: true, resetScroll: false })
      }
    >
      <Tabs.List aria-label={label ?? t('home.dashboard.tabsLabel')} overflowX="auto" overflowY="hidden">
        {tabs.map((tab) => (
          // Full-width labels that never shrink into each other: on a phone the list scrolls sideways instead.
          <Tabs.Trigger key={tab.id} value={tab.id} whiteSpace="nowrap" flexShrink={0}>
            {tab.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} pt="6">
          <TabWidget tab={tab} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
