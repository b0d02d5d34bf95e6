import type { OfferDetailsProps } from '../../../schemas/generated/widgets/offerDetails.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const offerDetailsWidget = defineWidget<OfferDetailsProps>({
  component: lazyWidget('OfferDetails', () => import('./OfferDetails')),
});
