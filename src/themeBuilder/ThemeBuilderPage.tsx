import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '../../engine/i18n/languages';
import { enToolAreas } from '../../engine/i18n/locales/enToolAreas';
import { safeNextPath } from '../../engine/routes/buildLoginRedirect';
import { useApiClient } from '../../widgets/shared/ApiClientContext';
import { useBoot } from '../app/BootContext';
import { LoginRequired } from '../shell/LoginRequired';
import { LabelledSelect } from '../studio/LabelledSelect';
import { statusOf, studioApi, studioError } from '../studio/studioApi';
import { themeBuilderApi } from './themeBuilderApi';
import { ThemeEditor } from './ThemeEditor';

/** The employer a consultant works on (an admin's is always their own): kept in the address, as the form builder does. */
const EMPLOYER_PARAM = 'employer';
/** The portal page the builder was opened from (path and query): the preview shows it first. */
const PAGE_PARAM = 'page';

function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Stack gap="4" align="start" py="10" data-testid="theme-builder-not-allowed">
      <Heading as="h1" size="2xl">
        {t('themeBuilder.notAllowedTitle')}
      </Heading>
      <Text>{t('themeBuilder.notAllowedBody')}</Text>
    </Stack>
  );
}

function useEmployer() {
  const { t } = useTranslation();
  const api = useApiClient();
  const { user, domain: portalDomain } = useBoot();
  const [chosen, setChosen] = useState(() => new URLSearchParams(window.location.search).get(EMPLOYER_PARAM));
  const employers = useQuery({
    queryKey: ['studio', 'employers'],
    queryFn: () => studioApi(api).employers(),
    enabled: user.isConsultant === true,
    retry: false,
  });
  const domains = employers.data?.map((employer) => employer.domain) ?? [];
  const domain = chosen && domains.includes(chosen) ? chosen : portalDomain;
  useEffect(() => {
    if (!user.isConsultant) return;
    const url = new URL(window.location.href);
    url.searchParams.set(EMPLOYER_PARAM, domain);
    window.history.replaceState(window.history.state, '', url);
  }, [domain, user.isConsultant]);
  const picker =
    user.isConsultant && employers.data && employers.data.length > 1 ? (
      <LabelledSelect
        label={t('themeBuilder.employer')}
        size="sm"
        value={domain}
        onChange={setChosen}
        options={employers.data.map((employer) => ({ value: employer.domain, label: `${employer.name} (${employer.domain})` }))}
      />
    ) : null;
  return { domain, picker };
}

/**
 * /careers/theme-builder: the employer's theme, edited beside the live portal. Admins for their
 * employer, consultants for every one (the server decides: 403 shows "Not allowed").
 */
export function ThemeBuilderPage() {
  const { t, i18n } = useTranslation();
  // The builder's strings come with its chunk (engine/i18n/locales/enToolAreas.ts), before anything shows them.
  useMemo(() => i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', enToolAreas, true, false), [i18n]);
  const api = useApiClient();
  const { user } = useBoot();
  const { domain, picker } = useEmployer();
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
        <NotAllowed />
      ) : document.error ? (
        <Stack role="alert" gap="2" align="start">
          <Text>{studioError(document.error)?.message ?? t('themeBuilder.loadFailed')}</Text>
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
