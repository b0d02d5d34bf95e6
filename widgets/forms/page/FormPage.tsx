import { Alert, Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense, useCallback, useMemo, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDefinition } from '../../../schemas/generated/forms/form-definition';
import type * as PreboardingEditorModule from '../adminPreboarding/PreboardingEditor';
import { DEFAULT_LANGUAGE } from '../../../engine/i18n/languages';
import { lazyWidget } from '../../shared/lazyWidget';
import { usePageTitle } from '../../shared/usePageTitle';
import { useErrorText, useFailureText } from '../../shared/useMessageText';
import type { LoadedForm } from '../data/formTypes';
import { PorticoForm, type SubmitOutcome } from '../renderer/PorticoForm';
import { DraftStatus } from './DraftStatus';
import { submissionOutcome } from './submissionOutcome';
import { clearLocalDraft, useDraftSaver } from './useDraftSaver';
import { useWithheldAnswers } from './useWithheldAnswers';

export interface FormPageProps {
  readonly loaded: LoadedForm;
  /** Answers to start from, when they differ from loaded.values (an anonymous visitor's local draft). */
  readonly initialValues?: Record<string, unknown>;
  /** The page's h1 and title ("Apply: <position>"); the form's own title when not given. */
  readonly heading?: string;
  readonly saveDraft?: (values: Record<string, unknown>) => Promise<unknown>;
  readonly localDraftKey?: string;
  readonly submit: (values: Record<string, unknown>) => Promise<unknown>;
  readonly onSubmitted?: () => void;
  readonly submitLabel?: string;
  /**
   * Stores an admin's edit of the definition. Given (for admins) on a preboarding form (definition
   * layout adminPreboarding), the page offers edit mode with the per-question controls.
   */
  readonly saveDefinition?: (definition: FormDefinition) => Promise<void>;
  /**
   * The saved answers asked again (the form as the API gives it to the browser): a page rendered on the
   * server arrives without its confidential answers (loaded.withheld), which are filled in from them.
   */
  readonly reloadValues?: () => Promise<Record<string, unknown>>;
}

// Edit mode is for admins only: candidates never download the editor.
const PreboardingEditor = lazyWidget<ComponentProps<typeof PreboardingEditorModule.PreboardingEditor>>('PreboardingEditor', () =>
  import('../adminPreboarding/PreboardingEditor').then((module) => ({ default: module.PreboardingEditor })),
);

/**
 * A loaded form with its draft saving and submission: the common body of the form, apply and onboarding
 * pages. On a preboarding form, an admin also gets edit mode (PreboardingEditor) in place of the form.
 */
export function FormPage({
  loaded,
  initialValues,
  heading,
  saveDraft: saveAnswers,
  localDraftKey,
  submit: sendAnswers,
  onSubmitted,
  submitLabel,
  saveDefinition,
  reloadValues,
}: FormPageProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const failureText = useFailureText();
  const withheld = useWithheldAnswers(loaded.withheld, reloadValues);
  const saveDraft = useMemo(
    () => saveAnswers && (async (values: Record<string, unknown>) => saveAnswers(await withheld.complete(values))),
    [saveAnswers, withheld],
  );
  const submit = useCallback(async (values: Record<string, unknown>) => sendAnswers(await withheld.complete(values)), [sendAnswers, withheld]);
  const drafts = useDraftSaver({ save: saveDraft, localKey: localDraftKey });
  const [done, setDone] = useState(false);
  usePageTitle(heading ?? loaded.title);
  const [editMode, setEditMode] = useState(false);
  // The editor edits the definition as written (loaded.source), never the page's texts: other languages stay.
  const editable = saveDefinition !== undefined && loaded.source !== undefined && loaded.definition.layout === 'adminPreboarding';
  const viewMode = loaded.readonly || loaded.status === 'submitted';
  const onSubmit = useCallback(
    async (values: Record<string, unknown>): Promise<SubmitOutcome> => {
      drafts.cancel();
      try {
        await submit(values);
      } catch (error) {
        drafts.onValuesChange(values);
        return submissionOutcome(error, errorText, failureText);
      }
      clearLocalDraft(localDraftKey);
      setDone(true);
      onSubmitted?.();
      return { ok: true };
    },
    [drafts, submit, localDraftKey, onSubmitted, errorText, failureText],
  );
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {heading ?? loaded.title}
        </Heading>
        {loaded.definition.description ? <Text color="fg.muted">{loaded.definition.description}</Text> : null}
      </Stack>
      {done ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{t('forms.submit.done')}</Alert.Description>
        </Alert.Root>
      ) : null}
      {editable && !editMode ? (
        <HStack justify="flex-end">
          <Button size="sm" variant="outline" onClick={() => setEditMode(true)}>
            {t('forms.preboarding.editMode')}
          </Button>
        </HStack>
      ) : null}
      {editable && editMode && loaded.source ? (
        <Suspense fallback={<Spinner role="status" aria-label={t('forms.preboarding.editMode')} />}>
          <PreboardingEditor
            definition={loaded.source}
            textLanguage={loaded.text_language ?? DEFAULT_LANGUAGE}
            onSave={saveDefinition}
            onClose={() => setEditMode(false)}
          />
        </Suspense>
      ) : (
        <PorticoForm
          // A saved edit is a new definition object: the form starts again from it.
          key={`${loaded.id}:${definitionRevision(loaded.definition)}`}
          definition={loaded.definition}
          layout={loaded.layout}
          initialValues={initialValues ?? loaded.values}
          viewMode={viewMode}
          submitLabel={submitLabel}
          onSubmit={onSubmit}
          onValuesChange={viewMode ? undefined : drafts.onValuesChange}
          onController={withheld.onController}
          status={<DraftStatus state={drafts.state} />}
        />
      )}
    </Stack>
  );
}

const revisions = new WeakMap<object, number>();
let nextRevision = 0;
/** A number per definition object, so the form remounts when an admin's saved edit replaces it. */
function definitionRevision(definition: object): number {
  let revision = revisions.get(definition);
  if (revision === undefined) {
    revision = nextRevision++;
    revisions.set(definition, revision);
  }
  return revision;
}
