import type { PositionDetailsPaneProps } from '../../../schemas/generated/widgets/positionDetailsPane.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const positionDetailsPaneWidget = defineWidget<PositionDetailsPaneProps>({
  component: lazyWidget('position details pane', () => import('../searchPageWidgets').then((widgets) => ({ default: widgets.PositionDetailsPane }))),
});
