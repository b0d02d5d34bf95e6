import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EventsListProps } from '../../../schemas/generated/widgets/eventsList.props';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { usePortalSettings } from '../../shared/PortalContext';
import { useEvents } from '../data/events';
import { formatDateTime } from '../../shared/formatDate';
import { ItemCard, ItemList } from '../shared/ItemCard';
import { StatusBadge } from '../shared/StatusBadge';
import { TabDataState } from '../shared/TabDataState';

/** Hiring events; with behaviourFlags.showEventApplicationStatus, the candidate's application status for each. */
export default function EventsList({ show = 'all' }: WidgetComponentProps<EventsListProps>) {
  const { t, i18n } = useTranslation();
  const { showEventApplicationStatus } = usePortalSettings().dashboard;
  const query = useEvents();
  const pick = <T extends { is_past: boolean }>(events: T[]) =>
    show === 'upcoming' ? events.filter((e) => !e.is_past) : show === 'past' ? events.filter((e) => e.is_past) : events;
  return (
    <TabDataState query={query} isEmpty={(events) => pick(events).length === 0}>
      {(events) => (
        <ItemList label={t('home.events.label')}>
          {pick(events).map((event) => (
            <ItemCard
              key={event.id}
              heading={event.title}
              badge={showEventApplicationStatus && event.application_status ? <StatusBadge status={event.application_status} /> : undefined}
              info={
                <>
                  <Text>
                    {formatDateTime(event.starts_at, i18n.language)} · {event.location}
                  </Text>
                  <Text>{event.description}</Text>
                  <Text>{event.is_past ? t('home.events.past') : event.is_registered ? t('home.events.registered') : t('home.events.notRegistered')}</Text>
                </>
              }
            />
          ))}
        </ItemList>
      )}
    </TabDataState>
  );
}
