import propsSchema from '../../../schemas/widgets/searchFilters.props.schema.json';
import type { SearchFiltersProps } from '../../../schemas/generated/widgets/searchFilters.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const searchFiltersWidget = defineWidget<SearchFiltersProps>({
  type: 'searchFilters',
  propsSchema,
  component: lazyWidget('search filters', () => import('./SearchFilters')),
});
