import type { JobCartProps } from '../../../schemas/generated/widgets/jobCart.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const jobCartWidget = defineWidget<JobCartProps>({
  component: lazyWidget('job cart panel', () => import('./JobCartPanel')),
});
