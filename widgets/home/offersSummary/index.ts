import propsSchema from '../../../schemas/widgets/offersSummary.props.schema.json';
import type { OffersSummaryProps } from '../../../schemas/generated/widgets/offersSummary.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const offersSummaryWidget = defineWidget<OffersSummaryProps>({
  type: 'offersSummary',
  propsSchema,
  component: lazyWidget('OffersSummary', () => import('./OffersSummary')),
});
