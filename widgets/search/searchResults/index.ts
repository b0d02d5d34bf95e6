import propsSchema from '../../../schemas/widgets/searchResults.props.schema.json';
import type { SearchResultsProps } from '../../../schemas/generated/widgets/searchResults.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const searchResultsWidget = defineWidget<SearchResultsProps>({
  type: 'searchResults',
  propsSchema,
  component: lazyWidget('search results', () => import('./SearchResults')),
});
