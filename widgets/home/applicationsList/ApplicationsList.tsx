import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApplicationsListProps } from '../../../schemas/generated/widgets/applicationsList.props';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { PorticoLink } from '../../shared/PorticoLink';
import { useApplications, type ApplicationsData } from '../data/applications';
import { formatDate } from '../../shared/formatDate';
import { ItemCard, ItemList } from '../shared/ItemCard';
import { StatusBadge } from '../shared/StatusBadge';
import { TabDataState } from '../shared/TabDataState';

const pick = (data: ApplicationsData, show: ApplicationsListProps['show']) =>
  show === 'inactive' ? data.inactiveApplications : show === 'all' ? [...data.applications, ...data.inactiveApplications] : data.applications;

/** The candidate's applications: active ones, inactive ones (rejected, withdrawn, closed) or both. */
export default function ApplicationsList({ show = 'active' }: WidgetComponentProps<ApplicationsListProps>) {
  const { t, i18n } = useTranslation();
  const query = useApplications();
  return (
    <TabDataState query={query} isEmpty={(data) => pick(data, show).length === 0}>
      {(data) => (
        <ItemList label={show === 'inactive' ? t('home.applications.inactiveLabel') : t('home.applications.label')}>
          {pick(data, show).map((application) => (
            <ItemCard
              key={application.id}
              heading={
                <PorticoLink href={`/careers/job/${application.position_id}`} color="inherit">
                  {application.position_title}
                </PorticoLink>
              }
              badge={<StatusBadge status={application.status} />}
              info={
                <>
                  <Text>{[application.department, application.location].filter(Boolean).join(' · ')}</Text>
                  <Text>
                    {t('home.applications.appliedOn', { date: formatDate(application.applied_at, i18n.language) })}
                    {application.position_closed ? ` · ${t('home.applications.positionClosed')}` : ''}
                  </Text>
                </>
              }
            />
          ))}
        </ItemList>
      )}
    </TabDataState>
  );
}
