import type { OfferLetterProps } from '../../../schemas/generated/widgets/offerLetter.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const offerLetterWidget = defineWidget<OfferLetterProps>({
  component: lazyWidget('OfferLetter', () => import('./OfferLetter')),
});
