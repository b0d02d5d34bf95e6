import type { MatchDetailsListProps } from '../../../schemas/generated/widgets/matchDetailsList.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const matchDetailsListWidget = defineWidget<MatchDetailsListProps>({
  component: lazyWidget('MatchDetailsList', () => import('./MatchDetailsList')),
});
