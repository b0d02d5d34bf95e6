import type { ReferralsListProps } from '../../../schemas/generated/widgets/referralsList.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const referralsListWidget = defineWidget<ReferralsListProps>({
  component: lazyWidget('ReferralsList', () => import('./ReferralsList')),
});
