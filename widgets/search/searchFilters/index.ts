import type { SearchFiltersProps } from '../../../schemas/generated/widgets/searchFilters.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const searchFiltersWidget = defineWidget<SearchFiltersProps>({
  component: lazyWidget('search filters', () => import('../searchPageWidgets').then((widgets) => ({ default: widgets.SearchFilters }))),
});
