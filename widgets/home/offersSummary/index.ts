import type { OffersSummaryProps } from '../../../schemas/generated/widgets/offersSummary.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const offersSummaryWidget = defineWidget<OffersSummaryProps>({
  component: lazyWidget('OffersSummary', () => import('./OffersSummary')),
});
