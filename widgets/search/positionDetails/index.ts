import type { PositionDetailsProps } from '../../../schemas/generated/widgets/positionDetails.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const positionDetailsWidget = defineWidget<PositionDetailsProps>({
  // Its own small chunk beside the search page's widgets (whose view it shares): the search page, with its
  // 200 KB budget, does not carry the job page's frame.
  component: lazyWidget('single position', () => import('./PositionDetailsPage')),
  pageHeading: true,
});
