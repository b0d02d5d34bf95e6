import propsSchema from '../../../schemas/widgets/eventsList.props.schema.json';
import type { EventsListProps } from '../../../schemas/generated/widgets/eventsList.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const eventsListWidget = defineWidget<EventsListProps>({
  type: 'eventsList',
  propsSchema,
  component: lazyWidget('EventsList', () => import('./EventsList')),
});
