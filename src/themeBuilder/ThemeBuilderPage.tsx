import { Button, Container, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeNextPath } from '../../engine/routes/buildLoginRedirect';
import { useApiClient } from '../../widgets/shared/ApiClientContext';
import { useBoot } from '../app/BootContext';
import { LoginRequired } from '../shell/LoginRequired';
import { statusOf, studioError } from '../studio/studioApi';
import { ToolNotAllowed, useToolEmployer } from '../studio/useToolEmployer';
import { useToolStrings } from '../studio/useToolStrings';
import { themeBuilderApi } from './themeBuilderApi';
import { ThemeEditor } from './ThemeEditor';

/** The portal page the builder was opened from (path and query): the preview shows it first. */
const PAGE_PARAM = 'page';

/**
 * /careers/theme-builder: the employer's theme, edited beside the live portal. Admins for their
 * employer, consultants for every one (the server decides: 403 shows "Not allowed").
 */
export function ThemeBuilderPage() {
  const { t } = useTranslation();
  useToolStrings();
  const api = useApiClient();
  const { user } = useBoot();
  const { domain, picker } = useToolEmployer(t('themeBuilder.employer'));
  const builder = useMemo(() => themeBuilderApi(api, domain), [api, domain]);
  const [startPage] = useState(() => {
    const page = new URLSearchParams(window.location.search).get(PAGE_PARAM);
    return page ? safeNextPath(page, '') || null : null;
  });
  const document = useQuery({
    queryKey: ['themeBuilder', domain],
    queryFn: () => builder.load(),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    gcTime: 0,
    retry: false,
  });
  const status = statusOf(document.error);
  return (
    <Container maxW="1800px" py="4" px={{ base: '3', md: '6' }}>
      {status === 401 || (!user.isLoggedIn && document.error) ? (
        <LoginRequired />
      ) : status === 403 ? (
        <ToolNotAllowed title={t('themeBuilder.notAllowedTitle')} body={t('themeBuilder.notAllowedBody')} testId="theme-builder-not-allowed" />
      ) : document.error ? (
        <Stack role="alert" gap="2" align="start">
          <Text>{studioError(document.error, t)?.message ?? t('themeBuilder.loadFailed')}</Text>
          <Button size="sm" onClick={() => void document.refetch()}>
            {t('themeBuilder.retry')}
          </Button>
        </Stack>
      ) : !document.data ? (
        <Text>{t('themeBuilder.loading')}</Text>
      ) : (
        <ThemeEditor
          key={domain}
          api={builder}
          domain={domain}
          published={document.data.published}
          draft={document.data.draft}
          startPage={startPage}
          employerPicker={picker}
          reload={async () => (await document.refetch()).data?.published ?? null}
        />
      )}
    </Container>
  );
}
