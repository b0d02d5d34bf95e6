import { Box, Button, chakra, Container, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDefinition } from '../../schemas/generated/forms/form-definition';
import { useApiClient } from '../../widgets/shared/ApiClientContext';
import { PorticoLink } from '../../widgets/shared/PorticoLink';
import { BackArrow } from '../../widgets/shared/BackArrow';
import { useBoot } from '../app/BootContext';
import { LoginRequired } from '../shell/LoginRequired';
import { statusOf, studioError } from '../studio/studioApi';
import { ToolNotAllowed, useToolEmployer } from '../studio/useToolEmployer';
import { useToolStrings } from '../studio/useToolStrings';
import { builderPath, formBuilderApi } from './formBuilderApi';
import { FormEditor } from './FormEditor';
import type { TextLanguage } from '../../engine/forms/builder/formTexts';
import { DEFAULT_LANGUAGE, languageName } from '../../engine/i18n/languages';
import { NativeSelect } from '../../widgets/shared/NativeSelect';
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
/** The builder's text language: one object per language and default, so the context's readers render again only when it changes. */
function textLanguageOf(language: string, defaultLanguage: string): TextLanguage {
  const key = `${language}\u0000${defaultLanguage}`;
  let texts = textLanguages.get(key);
  if (!texts) textLanguages.set(key, (texts = { language, defaultLanguage }));
  return texts;
}

/**
 * Which language's texts the builder edits (labels, help, options, messages): the employer's
 * default, or another of its languages, whose texts an admin writes while the default language's
 * show as hints in the empty inputs. The preview and the canvas show that language too.
 */
function TextLanguagePicker({ languages, texts, onChange }: { languages: readonly string[]; texts: TextLanguage; onChange: (language: string) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // The help names the languages in the page's language; the options name each in its own (as the navbar's picker).
  const nameOf = (code: string) => new Intl.DisplayNames([i18n.language, DEFAULT_LANGUAGE], { type: 'language' }).of(code) ?? code;
  return (
    <Box maxW="md">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" display="block" mb="1">
        {t('formBuilder.textLanguage.label')}
      </chakra.label>
      <NativeSelect
        id={id}
        size="sm"
        value={texts.language}
        aria-describedby={texts.language !== texts.defaultLanguage ? `${id}-help` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {code === texts.defaultLanguage ? t('formBuilder.textLanguage.default', { language: languageName(code) }) : languageName(code)}
          </option>
        ))}
      </NativeSelect>
      {texts.language !== texts.defaultLanguage && (
        <Text id={`${id}-help`} fontSize="xs" color="fg.muted" mt="1">
          {t('formBuilder.textLanguage.help', { language: nameOf(texts.language), defaultLanguage: nameOf(texts.defaultLanguage) })}
        </Text>
      )}
    </Box>
  );
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
  const [editedLanguage, setEditedLanguage] = useState<string | null>(null);
  const defaultLanguage = draft.data?.defaultLanguage ?? DEFAULT_LANGUAGE;
  const languages = draft.data?.languages?.length ? draft.data.languages : [defaultLanguage];
  const texts = textLanguageOf(editedLanguage !== null && languages.includes(editedLanguage) ? editedLanguage : defaultLanguage, defaultLanguage);
  return (
    <BuilderFrame error={failed}>
      <Stack gap="3">
        <PorticoLink href={builderPath()} fontSize="sm">
          <BackArrow /> {t('formBuilder.backToList')}
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
          // The texts edited are the chosen language's (the employer's default first); a text's other languages are kept.
          <BuilderTextsContext.Provider value={texts}>
            {languages.length > 1 && <TextLanguagePicker languages={languages} texts={texts} onChange={setEditedLanguage} />}
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
