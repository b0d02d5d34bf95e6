import type { SavedJobsListProps } from '../../../schemas/generated/widgets/savedJobsList.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const savedJobsListWidget = defineWidget<SavedJobsListProps>({
  component: lazyWidget('saved jobs', () => import('./SavedJobsList')),
});
