import { Box, chakra, Tabs, Text, useSlotRecipe } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
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
 *
 * The open tab's panel is outside Chakra's Tabs.Root, tied to its tab by the ids the tabs are given:
 * the tabs' state machine renders once more after it mounts (its `ssr` flag), and a change of context
 * above a part of a server-rendered page that has not hydrated yet (the tab's widget, a Suspense
 * boundary of its own) makes React hydrate that part at once, in one long task on a slow phone.
 */
export default function DashboardTabs({ label, tabs = [], children = [] }: WidgetComponentProps<DashboardTabsProps & Partial<DashboardTabsChildProps>>) {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const id = useId();
  const ids = useMemo(() => ({ trigger: (tab: string) => `${id}-tab-${tab}`, content: (tab: string) => `${id}-panel-${tab}` }), [id]);
  const panelStyle = useSlotRecipe({ key: 'tabs' })({ variant: 'line' }).content;
  if (tabs.length === 0) return <Text color="fg.muted">{t('home.noDataFound')}</Text>;
  const requested = typeof search.tab === 'string' ? search.tab : undefined;
  const open = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === requested),
  );
  const value = tabs[open]!.id;
  return (
    <Box>
      <Tabs.Root
        value={value}
        ids={ids}
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
      </Tabs.Root>
      <chakra.div
        key={value}
        role="tabpanel"
        id={ids.content(value)}
        aria-labelledby={ids.trigger(value)}
        tabIndex={0}
        data-scope="tabs"
        data-part="content"
        data-orientation="horizontal"
        data-selected=""
        colorPalette="brand"
        css={panelStyle}
        pt="6"
      >
        {children[open]}
      </chakra.div>
    </Box>
  );
}
