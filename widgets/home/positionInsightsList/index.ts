import type { PositionInsightsListProps } from '../../../schemas/generated/widgets/positionInsightsList.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const positionInsightsListWidget = defineWidget<PositionInsightsListProps>({
  component: lazyWidget('PositionInsightsList', () => import('./PositionInsightsList')),
});
