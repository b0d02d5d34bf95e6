import type { SavedSearchesListProps } from '../../../schemas/generated/widgets/savedSearchesList.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const savedSearchesListWidget = defineWidget<SavedSearchesListProps>({
  component: lazyWidget('SavedSearchesList', () => import('./SavedSearchesList')),
});
