import type { SearchMapProps } from '../../../schemas/generated/widgets/searchMap.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const searchMapWidget = defineWidget<SearchMapProps>({
  component: lazyWidget('map toggle', () => import('../searchPageWidgets').then((widgets) => ({ default: widgets.SearchMap }))),
});
