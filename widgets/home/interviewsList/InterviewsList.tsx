import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Interview } from '../../../schemas/generated/api/dashboard';
import type { InterviewsListProps } from '../../../schemas/generated/widgets/interviewsList.props';
import type { WidgetComponentProps } from '../../shared/defineWidget';
import { useInterviews, type InterviewsData } from '../data/interviews';
import { formatDateTime } from '../../shared/formatDate';
import { ItemCard, ItemList } from '../shared/ItemCard';
import { StatusBadge } from '../shared/StatusBadge';
import { TabDataState } from '../shared/TabDataState';
import { Subheadings, useHeadingTag } from '../../shared/headingLevel';

const count = (data: InterviewsData, show: InterviewsListProps['show']) =>
  (show === 'past' ? 0 : data.upcoming.length) + (show === 'upcoming' ? 0 : data.past.length);

/** Upcoming and past interviews, with where or how to join. */
export default function InterviewsList({ show = 'all' }: WidgetComponentProps<InterviewsListProps>) {
  const { t, i18n } = useTranslation();
  const query = useInterviews();
  const headingTag = useHeadingTag();
  // A past interview's meeting is over: its link is not offered (where it was stays said).
  const list = (interviews: Interview[], label: string, past = false) => (
    <ItemList label={label}>
      {interviews.map((interview) => (
        <ItemCard
          key={interview.id}
          heading={interview.title}
          badge={<StatusBadge status={interview.status} />}
          info={
            <>
              <Text>{formatDateTime(interview.starts_at, i18n.language)}</Text>
              {interview.location && <Text>{interview.location}</Text>}
              {interview.meeting_url && !past && (
                <Link href={interview.meeting_url} target="_blank" rel="noopener noreferrer" color="brand.fg">
                  {t('home.interviews.join')}
                </Link>
              )}
            </>
          }
        />
      ))}
    </ItemList>
  );
  const renderList = (interviews: Interview[], label: string, past = false) =>
    interviews.length > 0 && (
      <Stack gap="3">
        {show === 'all' && (
          <Heading as={headingTag} size="sm">
            {label}
          </Heading>
        )}
        {/* Under the Upcoming / Past heading when both are shown; else the cards are at the list's own level. */}
        {show === 'all' ? <Subheadings>{list(interviews, label, past)}</Subheadings> : list(interviews, label, past)}
      </Stack>
    );
  return (
    <TabDataState query={query} isEmpty={(data) => count(data, show) === 0}>
      {(data) => (
        <Stack gap="6">
          {show !== 'past' && renderList(data.upcoming, t('home.interviews.upcoming'))}
          {show !== 'upcoming' && renderList(data.past, t('home.interviews.past'), true)}
        </Stack>
      )}
    </TabDataState>
  );
}
