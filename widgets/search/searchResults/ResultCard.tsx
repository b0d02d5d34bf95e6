import { Badge, Box, HStack, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { jobLink } from '../../../engine/search/jobLinks';
import { themeVar } from '../../../engine/theme/themeVar';
import type { PositionSummary } from '../../../schemas/generated/api/search';
import { daysSince, valueInWords } from '../shared/positionText';

/** A `pcsx_core.result…` token: the theme paints result cards. */
const result = (token: string) => themeVar(`pcsx_core.result${token}`);

export interface ResultCardProps {
  position: PositionSummary;
  selected: boolean;
  searchStr: string;
  /** Called instead of following the link (the page shows the job beside the list). */
  onSelect?: (pid: string) => void;
  employmentLabel?: string;
}

/** One result: the title links to the job page; on the search page a click shows it in the details pane. */
export function ResultCard({ position, selected, searchStr, onSelect, employmentLabel }: ResultCardProps) {
  const { t } = useTranslation();
  const pid = String(position.id);
  const href = jobLink(pid, position.title, searchStr);
  const days = daysSince(position.posted_at);
  const click = (event: MouseEvent) => {
    if (!onSelect || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(pid);
  };
  return (
    <LinkBox
      as="article"
      aria-current={selected ? 'true' : undefined}
      borderWidth="1px"
      borderColor={selected ? result('SelectedBorder') : 'border'}
      bg={result(selected ? 'SelectedBackground' : 'Background')}
      color={result('Text')}
      borderRadius="l2"
      p="4"
      _hover={{ borderColor: result('SelectedBorder') }}
      data-testid="search-result"
    >
      <Text as="h3" fontWeight="semibold" fontSize="md">
        <LinkOverlay href={href} onClick={click} color={themeVar('pcsx_core.jobTitle')} _hover={{ textDecoration: 'underline' }}>
          {position.title}
        </LinkOverlay>
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {position.department} · {position.location}
      </Text>
      <HStack mt="2" gap="2" wrap="wrap">
        <Badge variant="subtle">{employmentLabel ?? valueInWords(position.employment_type)}</Badge>
        {position.is_remote && <Badge colorPalette="green">{t('search.remote')}</Badge>}
        {position.positionUserActions.isSaved && <Badge colorPalette="purple">{t('search.saved')}</Badge>}
        <Box as="span" fontSize="xs" color="fg.muted">
          {days === 0 ? t('search.postedToday') : t('search.postedDaysAgo', { count: days })}
        </Box>
      </HStack>
    </LinkBox>
  );
}
