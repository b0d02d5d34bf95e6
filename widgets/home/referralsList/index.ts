import type { ReferralsListProps } from '../../../schemas/generated/widgets/referralsList.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const referralsListWidget = defineWidget<ReferralsListProps>({
  type: 'referralsList',
  component: lazyWidget('ReferralsList', () => import('./ReferralsList')),
});
