import LinkCards from './LinkCards';
import propsSchema from '../../schemas/widgets/linkCards.props.schema.json';
import type { LinkCardsProps } from '../../schemas/generated/widgets/linkCards.props';
import { defineWidget } from '../shared/defineWidget';

export const linkCardsWidget = defineWidget<LinkCardsProps>({
  type: 'linkCards',
  propsSchema,
  component: LinkCards,
});
