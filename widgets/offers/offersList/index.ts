import propsSchema from '../../../schemas/widgets/offersList.props.schema.json';
import type { OffersListProps } from '../../../schemas/generated/widgets/offersList.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const offersListWidget = defineWidget<OffersListProps>({
  type: 'offersList',
  propsSchema,
  component: lazyWidget('OffersList', () => import('./OffersList')),
});
