import { Button, chakra, Container, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDefinition } from '../../schemas/generated/forms/form-definition';
import { useApiClient } from '../../widgets/shared/ApiClientContext';
import { PorticoLink } from '../../widgets/shared/PorticoLink';
import { useBoot } from '../app/BootContext';
import { LoginRequired } from '../shell/LoginRequired';
import { statusOf, studioError } from '../studio/studioApi';
import { ToolNotAllowed, useToolEmployer } from '../studio/useToolEmployer';
import { useToolStrings } from '../studio/useToolStrings';
import { builderPath, formBuilderApi } from './formBuilderApi';
import { FormEditor } from './FormEditor';
import type { TextLanguage } from '../../engine/forms/builder/formTexts';
import { DEFAULT_LANGUAGE } from '../../engine/i18n/languages';
import { BuilderTextsContext } from './builderTexts';
import { FormList } from './FormList';

/** The builder's page, or why it cannot show: log in first, or not allowed. */
function BuilderFrame({ children, error }: { children: React.ReactNode; error: unknown }) {
  const { t } = useTranslation();
  const { user } = useBoot();
  const status = statusOf(error);
  return (
    <Container maxW="1600px" py="6" px={{ base: '3', md: '6' }}>
      {status === 401 || (!user.isLoggedIn && error) ? (
        <LoginRequired />
      ) : status === 403 ? (
        <ToolNotAllowed title={t('formBuilder.notAllowedTitle')} body={t('formBuilder.notAllowedBody')} testId="form-builder-not-allowed" />
      ) : (
        children
      )}
    </Container>
  );
}

/** /careers/forms/builder: the employer's forms, and making new ones. Admins for their employer, consultants for all (the server decides). */
export function FormBuilderListPage() {
  useToolStrings();
  const { t } = useTranslation();
  const api = useApiClient();
  const { domain, picker } = useToolEmployer(t('formBuilder.employer'));
  const builder = useMemo(() => formBuilderApi(api, domain), [api, domain]);
  const navigate = useNavigate();
  const probe = useQuery({ queryKey: ['formBuilder', domain, 'forms'], queryFn: () => builder.list(), retry: false });
  return (
    <BuilderFrame error={probe.error}>
      <FormList
        api={builder}
        domain={domain}
        employerPicker={picker}
        open={(id) => void navigate({ to: builderPath(id), search: (previous: Record<string, unknown>) => previous })}
      />
    </BuilderFrame>
  );
}

const textLanguages = new Map<string, TextLanguage>();
/** The builder's text language for an employer's default language: one object per language, so the context's readers render again only when it changes. */
function textLanguageOf(defaultLanguage: string = DEFAULT_LANGUAGE): TextLanguage {
  let texts = textLanguages.get(defaultLanguage);
  if (!texts) textLanguages.set(defaultLanguage, (texts = { language: defaultLanguage, defaultLanguage }));
  return texts;
}

/** /careers/forms/builder/:formId: one form in the builder. */
export function FormBuilderEditorPage() {
  useToolStrings();
  const { t } = useTranslation();
  const api = useApiClient();
  const { user } = useBoot();
  const { domain } = useToolEmployer(t('formBuilder.employer'));
  const { formId = '' } = useParams({ strict: false });
  const builder = useMemo(() => formBuilderApi(api, domain), [api, domain]);
  const once = { staleTime: Infinity, refetchOnWindowFocus: false, gcTime: 0, retry: false } as const;
  const draft = useQuery({ queryKey: ['formBuilder', domain, 'draft', formId], queryFn: () => builder.draft(formId), ...once });
  const forms = useQuery({ queryKey: ['formBuilder', domain, 'forms'], queryFn: () => builder.list(), retry: false });
  const summary = forms.data?.find((form) => form.id === formId);
  const failed = draft.error ?? forms.error;
  return (
    <BuilderFrame error={failed}>
      <Stack gap="3">
        <PorticoLink href={builderPath()} fontSize="sm">
          <chakra.span aria-hidden="true" display="inline-block" _rtl={{ transform: 'scaleX(-1)' }}>
            ←
          </chakra.span>{' '}
          {t('formBuilder.backToList')}
        </PorticoLink>
        {(draft.isPending || forms.isPending) && !failed && <Text>{t('formBuilder.loading')}</Text>}
        {failed && statusOf(failed) !== 401 && statusOf(failed) !== 403 && (
          <Stack role="alert" gap="2" align="start">
            <Text>{studioError(failed, t)?.message ?? t('formBuilder.loadFailed')}</Text>
            <Button size="sm" onClick={() => void Promise.all([draft.refetch(), forms.refetch()])}>
              {t('formBuilder.retry')}
            </Button>
          </Stack>
        )}
        {draft.data && forms.data && user.userId && (
          // The texts edited are the employer's default language's; a text's other languages are kept.
          <BuilderTextsContext.Provider value={textLanguageOf(draft.data.defaultLanguage)}>
            <FormEditor
              key={`${domain}:${formId}`}
              api={builder}
              domain={domain}
              formId={formId}
              editorId={user.userId}
              loaded={{ definition: draft.data.definition as unknown as FormDefinition, baseVersion: draft.data.baseVersion, errors: draft.data.errors }}
              initialPublishedVersion={summary?.publishedVersion ?? null}
              hadDraft={summary?.hasDraft ?? false}
            />
          </BuilderTextsContext.Provider>
        )}
      </Stack>
    </BuilderFrame>
  );
}
