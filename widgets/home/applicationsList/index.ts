import type { ApplicationsListProps } from '../../../schemas/generated/widgets/applicationsList.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const applicationsListWidget = defineWidget<ApplicationsListProps>({
  component: lazyWidget('ApplicationsList', () => import('./ApplicationsList')),
});
