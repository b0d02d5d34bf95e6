import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PositionDetailsPaneProps } from '../../../schemas/generated/widgets/positionDetailsPane.props';
import { PositionDetailsView } from '../positionDetails/PositionDetailsView';
import { useSearchPage } from '../shared/useSearchPage';

/** The search page's details pane: the chosen job, else the first result (spec section 4). */
export default function PositionDetailsPane({ sticky = true }: PositionDetailsPaneProps) {
  const { t } = useTranslation();
  const { results, selection, searchStr } = useSearchPage();
  let body;
  if (selection.pid) body = <PositionDetailsView key={selection.pid} pid={selection.pid} searchStr={searchStr} headingLevel="h2" showJobPageLink />;
  else if (results.isPending && !results.data)
    body = (
      <Stack gap="3" aria-hidden>
        <Skeleton height="8" />
        <Skeleton height="40" />
      </Stack>
    );
  else body = <Text color="fg.muted">{results.data?.positions.length === 0 ? t('search.noJobSelectedEmpty') : t('search.noJobSelected')}</Text>;
  return (
    <Box
      as="section"
      aria-label={t('search.detailsPane')}
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '6' }}
      bg="bg"
      position={sticky ? { lg: 'sticky' } : undefined}
      top={sticky ? '76px' : undefined}
      maxH={sticky ? { lg: 'calc(100vh - 92px)' } : undefined}
      overflowY={sticky ? { lg: 'auto' } : undefined}
    >
      {body}
    </Box>
  );
}
