import type { OffersListProps } from '../../../schemas/generated/widgets/offersList.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const offersListWidget = defineWidget<OffersListProps>({
  component: lazyWidget('OffersList', () => import('./OffersList')),
});
