import { Box, Skeleton, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PorticoLink } from '../../shared/PorticoLink';
import { usePositionContext, type PositionRef, type PositionSource } from '../data/positionContext';
import { ItemCard, ItemList } from './ItemCard';
import { TabDataState } from './TabDataState';

export const DEFAULT_POSITION_LIMIT = 10;

/**
 * A dashboard tab about the candidate's positions one by one (match details, insights): the list of
 * positions has the tab's loading, empty and error states; each position then loads its own facts and
 * shows its own loading or error state, so one failing position does not hide the others.
 */
export function PositionFactsList({
  source,
  limit,
  label,
  renderItem,
}: {
  source: PositionSource;
  limit: number;
  label: string;
  renderItem: (position: PositionRef) => ReactNode;
}) {
  const query = usePositionContext(source, limit);
  return (
    <TabDataState query={query} isEmpty={(positions) => positions.length === 0} label={label}>
      {(positions) => <ItemList label={label}>{positions.map((position) => renderItem(position))}</ItemList>}
    </TabDataState>
  );
}

/** One position's card: title linking to the job page, where it is, and its facts once they load. */
export function PositionFactsCard<T>({
  position,
  query,
  badge,
  children,
}: {
  position: PositionRef;
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'data'>;
  badge?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (query.isError) {
    body = (
      <Text fontSize="sm" color="fg.error" mt="2">
        {t('home.errorRetrieving')}
      </Text>
    );
  } else if (query.isPending || query.data === undefined) {
    body = <Skeleton role="status" height="10" mt="2" borderRadius="l2" aria-busy="true" aria-label={t('home.loading')} />;
  } else {
    body = <Box mt="3">{children(query.data)}</Box>;
  }
  return (
    <ItemCard
      heading={
        <PorticoLink href={`/careers/job/${position.id}`} color="inherit">
          {position.title}
        </PorticoLink>
      }
      badge={query.data !== undefined && badge ? badge(query.data) : undefined}
      info={[position.department, position.location].filter(Boolean).join(' · ')}
    >
      {body}
    </ItemCard>
  );
}
