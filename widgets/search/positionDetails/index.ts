import type { PositionDetailsProps } from '../../../schemas/generated/widgets/positionDetails.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const positionDetailsWidget = defineWidget<PositionDetailsProps>({
  component: lazyWidget('single position', () => import('../searchPageWidgets').then((widgets) => ({ default: widgets.PositionDetailsPage }))),
  pageHeading: true,
});
