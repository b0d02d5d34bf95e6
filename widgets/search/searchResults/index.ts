import type { SearchResultsProps } from '../../../schemas/generated/widgets/searchResults.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const searchResultsWidget = defineWidget<SearchResultsProps>({
  component: lazyWidget('search results', () => import('../searchPageWidgets').then((widgets) => ({ default: widgets.SearchResults }))),
});
