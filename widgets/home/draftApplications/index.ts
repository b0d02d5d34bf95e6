import type { DraftApplicationsProps } from '../../../schemas/generated/widgets/draftApplications.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const draftApplicationsWidget = defineWidget<DraftApplicationsProps>({
  type: 'draftApplications',
  component: lazyWidget('DraftApplications', () => import('./DraftApplications')),
});
