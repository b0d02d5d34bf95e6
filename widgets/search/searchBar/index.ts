import propsSchema from '../../../schemas/widgets/searchBar.props.schema.json';
import type { SearchBarProps } from '../../../schemas/generated/widgets/searchBar.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const searchBarWidget = defineWidget<SearchBarProps>({
  type: 'searchBar',
  propsSchema,
  component: lazyWidget('search bar', () => import('./SearchBar')),
});
