import type { SearchPaginationProps } from '../../../schemas/generated/widgets/searchPagination.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const searchPaginationWidget = defineWidget<SearchPaginationProps>({
  component: lazyWidget('search pagination', () => import('../searchPageWidgets').then((widgets) => ({ default: widgets.SearchPagination }))),
});
