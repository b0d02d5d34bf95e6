import propsSchema from '../../../schemas/widgets/positionDetailsPane.props.schema.json';
import type { PositionDetailsPaneProps } from '../../../schemas/generated/widgets/positionDetailsPane.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const positionDetailsPaneWidget = defineWidget<PositionDetailsPaneProps>({
  type: 'positionDetailsPane',
  propsSchema,
  component: lazyWidget('position details pane', () => import('./PositionDetailsPane')),
});
