import { Badge, Box, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatList, formatPercent } from '../../../engine/i18n/localNumbers';
import { formatCount } from '../../../engine/search/filterOptions';
import type { MatchDetails, PositionInsights } from '../../../schemas/generated/api/search';

/** The match badge: 'Strong match' at or above the threshold, else the share of skills matched (score is 0 to 1). */
export function MatchBadge({ match }: { match: MatchDetails }) {
  const { t, i18n } = useTranslation();
  return (
    <Badge colorPalette={match.isStrongMatch ? 'green' : 'gray'}>
      {match.isStrongMatch ? t('search.strongMatch') : t('search.matchScore', { score: formatPercent(match.score * 100, i18n.language) })}
    </Badge>
  );
}

/** The skills the candidate has and those to add; nothing when the job lists no skills. */
export function MatchSkills({ match }: { match: MatchDetails }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="2" fontSize="sm">
      {match.matchedSkills.length > 0 && (
        <Text>
          <Text as="span" fontWeight="semibold">
            {t('search.matchedSkills')}
          </Text>{' '}
          {formatList(match.matchedSkills, i18n.language)}
        </Text>
      )}
      {match.missingSkills.length > 0 && (
        <Text>
          <Text as="span" fontWeight="semibold">
            {t('search.missingSkills')}
          </Text>{' '}
          {formatList(match.missingSkills, i18n.language)}
        </Text>
      )}
    </Stack>
  );
}

/** How the candidate's skills meet the job's; hidden when it failed to load. */
export function MatchDetailsSection({ match }: { match: MatchDetails }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="match-details-heading" borderWidth="1px" borderRadius="l2" p="4">
      <HStack justify="space-between" mb="2">
        <Heading as="h3" size="sm" id="match-details-heading">
          {t('search.matchHeading')}
        </Heading>
        <MatchBadge match={match} />
      </HStack>
      <MatchSkills match={match} />
    </Box>
  );
}

/** The job's demand as a list of facts (applicants, saves, similar open jobs, days since posted). */
export function InsightFacts({ insights }: { insights: PositionInsights }) {
  const { t, i18n } = useTranslation();
  const facts = [
    { label: t('search.insightApplicants'), value: formatCount(insights.applicantCount, i18n.language) },
    { label: t('search.insightSaved'), value: formatCount(insights.savedCount, i18n.language) },
    { label: t('search.insightSimilar'), value: formatCount(insights.similarOpenPositions, i18n.language) },
    { label: t('search.insightDaysOpen'), value: formatCount(insights.daysSincePosted, i18n.language) },
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
      {facts.map((fact) => (
        <Flex key={fact.label} direction="column-reverse">
          <Text as="dt" fontSize="xs" color="fg.muted">
            {fact.label}
          </Text>
          <Text as="dd" fontSize="xl" fontWeight="bold">
            {fact.value}
          </Text>
        </Flex>
      ))}
    </SimpleGrid>
  );
}

/** A few facts about the job's demand; hidden when it failed to load. */
export function InsightsSection({ insights }: { insights: PositionInsights }) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="insights-heading" borderWidth="1px" borderRadius="l2" p="4">
      <Heading as="h3" size="sm" id="insights-heading" mb="3">
        {t('search.insightsHeading')}
      </Heading>
      <InsightFacts insights={insights} />
    </Box>
  );
}
