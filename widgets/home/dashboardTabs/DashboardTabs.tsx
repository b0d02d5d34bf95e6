import { Tabs, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardTabsChildProps } from '../../../engine/pages/configuredChildren';
import type { DashboardTabsProps } from '../../../schemas/generated/widgets/dashboardTabs.props';
import type { WidgetComponentProps } from '../../shared/defineWidget';

/**
 * The dashboard's tabs. The page resolver makes the employer's dashboardConfig.tabs (or
 * applicationsPageConfig.tabs) this node's children: each tab arrives rendered, as a registry widget
 * with its own loading, empty and error states (or an error card naming its config path), with its
 * id and title in `tabs`. The open tab is kept in the tab query parameter, so a reload or a shared
 * link opens the same tab; only the open tab renders (and fetches).
 */
export default function DashboardTabs({ label, tabs = [], children = [] }: WidgetComponentProps<DashboardTabsProps & Partial<DashboardTabsChildProps>>) {
  const { t } = useTranslation();
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
      {tabs.map((tab, index) => (
        <Tabs.Content key={tab.id} value={tab.id} pt="6">
          {children[index]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
