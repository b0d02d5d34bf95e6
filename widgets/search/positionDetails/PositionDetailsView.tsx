import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../engine/api/ApiError';
import { getFailureMessage } from '../../../engine/api/getFailureMessage';
import { isOpenPosition } from '../../../engine/search/filterOptions';
import { applyPositionConfigOverrides } from '../../../engine/search/positionConfigOverrides';
import { usePortal, usePortalSettings } from '../../shared/PortalContext';
import { toaster } from '../../shared/toaster';
import { useMessageText } from '../../shared/useMessageText';
import { usePageTitle } from '../../shared/usePageTitle';
import { useConfigOverrides, useMatchDetails, usePosition, usePositionInsights } from '../data/positionDetails';
import { daysSince, valueInWords } from '../shared/positionText';
import { FAILURE_TOAST_MS } from '../shared/useSearchPage';
import { PositionActions } from './PositionActions';
import { InsightsSection, MatchDetailsSection } from './PositionExtras';

export interface PositionDetailsViewProps {
  pid: string;
  searchStr: string;
  headingLevel: 'h1' | 'h2';
  isPrivate?: boolean;
  showJobPageLink?: boolean;
}

/**
 * One position: the details, match details and insights load in parallel (spec section 4); match
 * details and insights just stay hidden when they fail; a details failure shows 'Failed to load
 * position details' (toast 2 s) with a retry. When the employer has per-position overrides
 * (positionDetailsConfig.hasOverrides), they are fetched alongside and merged over
 * positionDetailsConfig: a position can hide (or show) its match details and insights.
 */
export function PositionDetailsView({ pid, searchStr, headingLevel, isPrivate = false, showJobPageLink = false }: PositionDetailsViewProps) {
  const { t } = useTranslation();
  const { user } = usePortal();
  const { positionDetailsConfig: employerDetailsConfig, searchOptionsMap } = usePortalSettings().search;
  const text = useMessageText();
  const onFailure = useCallback(() => {
    toaster.create({ id: 'position-failed', type: 'error', title: t('search.failedToLoadPositionDetails'), duration: FAILURE_TOAST_MS });
  }, [t]);
  const position = usePosition(pid, onFailure);
  const overrides = useConfigOverrides(pid, employerDetailsConfig.hasOverrides === true);
  const positionDetailsConfig = useMemo(() => applyPositionConfigOverrides(employerDetailsConfig, overrides.data), [employerDetailsConfig, overrides.data]);
  const showMatchDetails = positionDetailsConfig.showMatchDetails !== false;
  const showInsights = positionDetailsConfig.showInsights !== false;
  const match = useMatchDetails(pid, user.isLoggedIn && showMatchDetails);
  const insights = usePositionInsights(pid, showInsights);
  // On the job page the job is the page: its title names the page as the server's <title> did.
  usePageTitle(headingLevel === 'h1' ? position.data?.title : undefined);

  // On the job page the job's title is the page's h1; until it is there (loading, failed) the page's name is.
  const pageHeading =
    headingLevel === 'h1' ? (
      <VisuallyHidden asChild>
        <h1>{t('pages.singlePosition')}</h1>
      </VisuallyHidden>
    ) : null;
  if (position.isError) {
    // A job that does not exist (or no longer) says so, in the server's words: trying again cannot bring it.
    const gone = notFound(position.error);
    return (
      <Stack align="center" py="10" gap="3" role="alert">
        {pageHeading}
        <Text fontWeight="semibold">{t('search.failedToLoadPositionDetails')}</Text>
        {gone ? (
          <Text>{text(getFailureMessage(position.error))}</Text>
        ) : (
          <Button size="sm" onClick={() => void position.refetch()}>
            {t('search.tryAgain')}
          </Button>
        )}
      </Stack>
    );
  }
  if (!position.data) {
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label={t('search.loadingPosition')}>
        {pageHeading}
        <Skeleton height="8" width="60%" />
        <Skeleton height="4" width="40%" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  const job = position.data;
  const open = isOpenPosition(job.archived_at);
  const days = daysSince(job.posted_at);
  return (
    <Stack as="article" gap="5" aria-labelledby={`position-${job.id}-title`} data-testid="position-details">
      <Stack gap="2">
        <Heading as={headingLevel} size={headingLevel === 'h1' ? '2xl' : 'xl'} id={`position-${job.id}-title`}>
          {job.title}
        </Heading>
        <Text color="fg.muted">
          {job.department} · {job.location}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Badge>{searchOptionsMap.employment_type?.options?.labelMap?.[job.employment_type] ?? valueInWords(job.employment_type)}</Badge>
          {job.is_remote && <Badge colorPalette="green">{t('search.remote')}</Badge>}
          {!open && <Badge colorPalette="red">{t('search.positionClosed')}</Badge>}
          <Text as="span" fontSize="sm" color="fg.muted">
            {days === 0 ? t('search.postedToday') : t('search.postedDaysAgo', { count: days })}
          </Text>
        </HStack>
      </Stack>
      <PositionActions position={job} isOpen={open} searchStr={searchStr} isPrivate={isPrivate} showJobPageLink={showJobPageLink} />
      {showMatchDetails && match.data && <MatchDetailsSection match={match.data} />}
      <Box>
        <Heading as={headingLevel === 'h1' ? 'h2' : 'h3'} size="md" mb="2">
          {t('search.aboutTheJob')}
        </Heading>
        <Stack gap="3">
          {job.description
            .split(/\n{2,}/)
            .filter((paragraph) => paragraph.trim() !== '')
            .map((paragraph, index) => (
              <Text key={index} whiteSpace="pre-line">
                {paragraph}
              </Text>
            ))}
        </Stack>
      </Box>
      {job.skills.length > 0 && (
        <Box>
          <Heading as={headingLevel === 'h1' ? 'h2' : 'h3'} size="md" mb="2">
            {t('search.skills')}
          </Heading>
          <HStack as="ul" listStyleType="none" wrap="wrap" gap="2">
            {job.skills.map((skill) => (
              <li key={skill}>
                <Badge variant="outline">{skill}</Badge>
              </li>
            ))}
          </HStack>
        </Box>
      )}
      {showInsights && insights.data && <InsightsSection insights={insights.data} />}
    </Stack>
  );
}

/** The server's 404: no such position at this employer, or no longer there (its message says so). */
const notFound = (error: unknown) => isApiError(error) && error.status === 404;
