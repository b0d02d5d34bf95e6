import propsSchema from '../../../schemas/widgets/draftApplications.props.schema.json';
import type { DraftApplicationsProps } from '../../../schemas/generated/widgets/draftApplications.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const draftApplicationsWidget = defineWidget<DraftApplicationsProps>({
  type: 'draftApplications',
  propsSchema,
  component: lazyWidget('DraftApplications', () => import('./DraftApplications')),
});
