import propsSchema from '../../../schemas/widgets/referralsList.props.schema.json';
import type { ReferralsListProps } from '../../../schemas/generated/widgets/referralsList.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const referralsListWidget = defineWidget<ReferralsListProps>({
  type: 'referralsList',
  propsSchema,
  component: lazyWidget('ReferralsList', () => import('./ReferralsList')),
});
