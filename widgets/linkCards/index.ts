import LinkCards from './LinkCards';
import type { LinkCardsProps } from '../../schemas/generated/widgets/linkCards.props';
import { defineWidget } from '../shared/defineWidget';

export const linkCardsWidget = defineWidget<LinkCardsProps>({
  component: LinkCards,
});
