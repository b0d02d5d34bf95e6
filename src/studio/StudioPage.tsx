import { Button, Container, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../widgets/shared/ApiClientContext';
import { ConfirmDialog } from '../../widgets/shared/ConfirmDialog';
import { LabelledSelect } from './LabelledSelect';
import { useToolStrings } from './useToolStrings';
import { toaster } from '../../widgets/shared/toaster';
import { usePageTitle } from '../../widgets/shared/usePageTitle';
import { useBoot } from '../app/BootContext';
import { LoginRequired } from '../shell/LoginRequired';
import { EmployerWorkspace } from './EmployerWorkspace';
import { statusOf, studioApi, studioError } from './studioApi';

const EMPLOYER_PARAM = 'employer';

function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Container maxW="3xl" py="16" data-testid="studio-not-allowed">
      <Stack gap="4" align="start">
        <Heading as="h1" size="2xl">
          {t('studio.notAllowedTitle')}
        </Heading>
        <Text>{t('studio.notAllowedBody')}</Text>
      </Stack>
    </Container>
  );
}

function CreateEmployerDialog({
  open,
  onClose,
  domains,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  domains: string[];
  onCreated: (domain: string) => void;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const [domain, setDomain] = useState('');
  const [name, setName] = useState('');
  const [copyFrom, setCopyFrom] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      await studioApi(api).createEmployer({ domain: domain.trim().toLowerCase(), name: name.trim(), ...(copyFrom ? { copyFrom } : {}) });
      toaster.create({ type: 'success', title: t('studio.created', { domain: domain.trim().toLowerCase() }) });
      onCreated(domain.trim().toLowerCase());
    } catch (failure) {
      setError(studioError(failure, t)?.message ?? String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={({ open: next }) => !next && onClose()}
      title={t('studio.createTitle')}
      cancelLabel={t('studio.cancel')}
      confirmLabel={t('studio.create')}
      confirmPalette="brand"
      confirmDisabled={!domain.trim() || !name.trim()}
      confirming={busy}
      onConfirm={() => void create()}
      testId="studio-create-dialog"
    >
      <Stack gap="3">
        <Field.Root required invalid={error !== null}>
          <Field.Label>{t('studio.createDomain')}</Field.Label>
          <Input value={domain} onChange={(event) => setDomain(event.target.value)} autoComplete="off" spellCheck={false} />
          <Field.HelperText>{t('studio.createDomainHelp')}</Field.HelperText>
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('studio.createName')}</Field.Label>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </Field.Root>
        <LabelledSelect
          label={t('studio.createFrom')}
          value={copyFrom}
          onChange={setCopyFrom}
          options={[{ value: '', label: t('studio.createBlank') }, ...domains.map((value) => ({ value, label: t('studio.createCopy', { domain: value }) }))]}
        />
      </Stack>
    </ConfirmDialog>
  );
}

/** One employer's config as the studio opens it: the published version and the editor's draft. */
function EmployerLoader({ domain, editorId }: { domain: string; editorId: string }) {
  const { t } = useTranslation();
  const api = useApiClient();
  const loaded = useQuery({
    queryKey: ['studio', domain, 'config'],
    queryFn: () => studioApi(api).config(domain),
    // Read once per opening: the editor owns the text from then on.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  if (loaded.isPending) return <Text>{t('studio.loading')}</Text>;
  if (loaded.isError)
    return (
      <Stack role="alert" gap="2" align="start">
        <Text>{studioError(loaded.error, t)?.message ?? t('studio.loadFailed')}</Text>
        <Button size="sm" onClick={() => void loaded.refetch()}>
          {t('studio.retry')}
        </Button>
      </Stack>
    );
  return <EmployerWorkspace key={domain} domain={domain} editorId={editorId} loaded={loaded.data} />;
}

/**
 * The configuration studio (/careers/studio): consultants edit every employer's config and create
 * employers; an employer's admins edit their own. The server decides (401 → log in, 403 → not allowed).
 */
export function StudioPage() {
  const { t } = useTranslation();
  const api = useApiClient();
  const { user, domain: portalDomain } = useBoot();
  const queryClient = useQueryClient();
  useToolStrings();
  usePageTitle(t('studio.title'));
  const employers = useQuery({ queryKey: ['studio', 'employers'], queryFn: () => studioApi(api).employers(), retry: false });
  const [chosen, setChosen] = useState(() => new URLSearchParams(window.location.search).get(EMPLOYER_PARAM));
  const [creating, setCreating] = useState(false);

  const domains = employers.data?.map((employer) => employer.domain) ?? [];
  const domain = chosen && domains.includes(chosen) ? chosen : domains.includes(portalDomain) ? portalDomain : domains[0];
  useEffect(() => {
    if (!domain) return;
    const url = new URL(window.location.href);
    url.searchParams.set(EMPLOYER_PARAM, domain);
    window.history.replaceState(window.history.state, '', url);
  }, [domain]);

  const status = statusOf(employers.error);
  if (status === 401 || (!user.isLoggedIn && employers.isError)) return <LoginRequired />;
  if (status === 403) return <NotAllowed />;
  return (
    <Container maxW="1600px" py="6" px={{ base: '3', md: '6' }}>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {t('studio.title')}
        </Heading>
        {employers.isPending && <Text>{t('studio.loading')}</Text>}
        {employers.isError && (
          <Stack role="alert" gap="2" align="start">
            <Text>{t('studio.loadFailed')}</Text>
            <Button size="sm" onClick={() => void employers.refetch()}>
              {t('studio.retry')}
            </Button>
          </Stack>
        )}
        {employers.data && (
          <HStack gap="3" align="end" wrap="wrap">
            {domains.length > 0 && (
              <LabelledSelect
                label={t('studio.employer')}
                value={domain}
                onChange={setChosen}
                minW="64"
                options={employers.data.map((employer) => ({
                  value: employer.domain,
                  label: `${employer.name} (${employer.domain}) · v${employer.publishedVersion}`,
                }))}
              />
            )}
            {user.isConsultant && (
              <Button variant="outline" onClick={() => setCreating(true)}>
                {t('studio.newEmployer')}
              </Button>
            )}
          </HStack>
        )}
        {employers.data && domains.length === 0 && <Text>{t('studio.noEmployers')}</Text>}
        {domain && user.userId && <EmployerLoader key={domain} domain={domain} editorId={user.userId} />}
      </Stack>
      {creating && (
        <CreateEmployerDialog
          open
          onClose={() => setCreating(false)}
          domains={domains}
          onCreated={(created) => {
            setCreating(false);
            setChosen(created);
            void queryClient.invalidateQueries({ queryKey: ['studio', 'employers'] });
          }}
        />
      )}
    </Container>
  );
}
