import propsSchema from '../../../schemas/widgets/searchMap.props.schema.json';
import type { SearchMapProps } from '../../../schemas/generated/widgets/searchMap.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const searchMapWidget = defineWidget<SearchMapProps>({
  type: 'searchMap',
  propsSchema,
  component: lazyWidget('map toggle', () => import('./SearchMap')),
});
