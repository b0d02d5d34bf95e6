import type { InterviewsListProps } from '../../../schemas/generated/widgets/interviewsList.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const interviewsListWidget = defineWidget<InterviewsListProps>({
  component: lazyWidget('InterviewsList', () => import('./InterviewsList')),
});
