import type { NudgesListProps } from '../../../schemas/generated/widgets/nudgesList.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const nudgesListWidget = defineWidget<NudgesListProps>({
  component: lazyWidget('NudgesList', () => import('./NudgesList')),
});
