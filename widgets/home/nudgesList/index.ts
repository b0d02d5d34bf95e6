import propsSchema from '../../../schemas/widgets/nudgesList.props.schema.json';
import type { NudgesListProps } from '../../../schemas/generated/widgets/nudgesList.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const nudgesListWidget = defineWidget<NudgesListProps>({
  type: 'nudgesList',
  propsSchema,
  component: lazyWidget('NudgesList', () => import('./NudgesList')),
});
