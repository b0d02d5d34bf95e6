import type { EventsListProps } from '../../../schemas/generated/widgets/eventsList.props';
import { defineWidget } from '../../shared/defineWidget';
import { lazyWidget } from '../../shared/lazyWidget';

export const eventsListWidget = defineWidget<EventsListProps>({
  component: lazyWidget('EventsList', () => import('./EventsList')),
});
