import type { SearchBarProps } from '../../../schemas/generated/widgets/searchBar.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const searchBarWidget = defineWidget<SearchBarProps>({
  component: lazyWidget('search bar', () => import('../searchPageWidgets').then((widgets) => ({ default: widgets.SearchBar }))),
});
