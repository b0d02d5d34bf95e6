import type { DashboardTabsProps } from '../../../schemas/generated/widgets/dashboardTabs.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const dashboardTabsWidget = defineWidget<DashboardTabsProps>({
  component: lazyWidget('DashboardTabs', () => import('./DashboardTabs')),
});
