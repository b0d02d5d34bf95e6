import type { DraftApplicationsProps } from '../../../schemas/generated/widgets/draftApplications.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const draftApplicationsWidget = defineWidget<DraftApplicationsProps>({
  component: lazyWidget('DraftApplications', () => import('./DraftApplications')),
});
