import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { PorticoLink } from '../../shared/PorticoLink';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { parsePid } from '../../../engine/routes/parsePid';
import type { PositionDetailsProps } from '../../../schemas/generated/widgets/positionDetails.props';
import { PositionDetailsView } from './PositionDetailsView';

/** The pid of /careers/job/{pid}(-slug) or /careers/job/private?pid=. */
export function pidOfJobPage(pathname: string, searchStr: string): { pid: string | undefined; isPrivate: boolean } {
  const segments = pathname.split('/').filter(Boolean);
  const pathPid = segments[0] === 'careers' && segments[1] === 'job' ? segments[2] : undefined;
  const isPrivate = pathPid === 'private';
  return { pid: parsePid(isPrivate ? undefined : pathPid && decodeURIComponent(pathPid), new URLSearchParams(searchStr).get('pid')), isPrivate };
}

/** The job page (/careers/job/{pid}, /careers/job/private?pid=): one position with its actions. */
export default function PositionDetails({ showBackLink = true }: PositionDetailsProps) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const { pid, isPrivate } = pidOfJobPage(pathname, searchStr);
  return (
    <Stack gap="4" maxW="4xl">
      {showBackLink && (
        <PorticoLink href="/careers" fontSize="sm">
          {t('search.backToSearch')}
        </PorticoLink>
      )}
      <Box>
        {pid ? (
          <PositionDetailsView pid={pid} searchStr={searchStr} headingLevel="h1" isPrivate={isPrivate} />
        ) : (
          <>
            <Heading as="h1" size="2xl">
              {t('pages.singlePosition')}
            </Heading>
            <Text role="alert">{t('search.noSuchJob')}</Text>
          </>
        )}
      </Box>
    </Stack>
  );
}
