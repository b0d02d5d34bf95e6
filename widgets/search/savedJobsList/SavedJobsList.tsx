import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Localized } from '../../../engine/i18n/localizedText';
import { useRouterState } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getFailureMessage } from '../../../engine/api/getFailureMessage';
import { useMessageText } from '../../shared/useMessageText';
import { isOpenPosition } from '../../../engine/search/filterOptions';
import type { SavedJobsListProps } from '../../../schemas/generated/widgets/savedJobsList.props';
import { announce } from '../../shared/announce';
import { PendingButton } from '../../shared/PendingButton';
import { usePortal } from '../../shared/PortalContext';
import { PorticoLink } from '../../shared/PorticoLink';
import { toaster } from '../../shared/toaster';
import { useSavedPositions, useSetPositionSaved } from '../data/savedPositions';
import { PositionListItem } from '../shared/PositionListItem';
import { Subheadings, useHeadingTag } from '../../shared/headingLevel';

/** The candidate's saved jobs, newest first, each unsavable (/careers/saved-jobs; also a dashboard tab, type savedJobsList). */
export default function SavedJobsList({ title }: Localized<SavedJobsListProps>) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { user } = usePortal();
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const saved = useSavedPositions();
  const unsave = useSetPositionSaved();
  const fail = (error: unknown) => toaster.create({ type: 'error', title: text(getFailureMessage(error)) });
  const heading = useRef<HTMLHeadingElement>(null);
  const headingTag = useHeadingTag();
  // The unsaved job leaves the list with its button: the focus goes to the list's heading.
  const unsaved = () => {
    heading.current?.focus();
    announce(t('search.jobUnsaved'));
  };

  let body;
  if (!user.isLoggedIn) {
    body = <Text color="fg.muted">{t('search.savedJobsLoggedOut')}</Text>;
  } else if (saved.isError) {
    body = (
      <Stack gap="2" align="flex-start" role="alert">
        <Text>{t('search.loadFailed')}</Text>
        <Button size="sm" onClick={() => void saved.refetch()}>
          {t('search.tryAgain')}
        </Button>
      </Stack>
    );
  } else if (!saved.data) {
    body = (
      <Stack gap="2" role="status" aria-busy="true" aria-label={t('search.loading')}>
        <Skeleton height="16" />
        <Skeleton height="16" />
      </Stack>
    );
  } else if (saved.data.length === 0) {
    body = (
      <Stack gap="2" align="flex-start">
        <Text color="fg.muted">{t('search.savedJobsEmpty')}</Text>
        <PorticoLink href="/careers">{t('search.findJobs')}</PorticoLink>
      </Stack>
    );
  } else {
    body = (
      <Stack as="ul" gap="2" listStyleType="none">
        {saved.data.map((position) => (
          <PositionListItem
            key={position.id}
            position={position}
            searchStr={searchStr}
            note={
              !isOpenPosition(position.archived_at) && (
                <Text fontSize="xs" color="fg.error">
                  {t('search.positionClosed')}
                </Text>
              )
            }
            actions={
              <PendingButton
                size="xs"
                variant="outline"
                aria-label={t('search.unsaveNamed', { title: position.title })}
                pending={unsave.isPending}
                onClick={() => unsave.mutate({ pid: String(position.id), saved: false }, { onError: fail, onSuccess: unsaved })}
              >
                {t('search.unsave')}
              </PendingButton>
            }
          />
        ))}
      </Stack>
    );
  }
  return (
    <Box as="section" aria-labelledby="saved-jobs-heading">
      <Heading as={headingTag} size="lg" id="saved-jobs-heading" mb="4" ref={heading} tabIndex={-1} outline="none">
        {title ?? t('search.savedJobsHeading')}
        {saved.data && saved.data.length > 0 && ` (${saved.data.length})`}
      </Heading>
      <Subheadings>{body}</Subheadings>
    </Box>
  );
}
