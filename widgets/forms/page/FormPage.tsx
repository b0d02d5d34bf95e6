import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedForm } from '../data/formTypes';
import { PorticoForm, type SubmitOutcome } from '../renderer/PorticoForm';
import { DraftStatus } from './DraftStatus';
import { submissionOutcome } from './submissionOutcome';
import { clearLocalDraft, useDraftSaver } from './useDraftSaver';

export interface FormPageProps {
  readonly loaded: LoadedForm;
  /** Answers to start from, when they differ from loaded.values (an anonymous visitor's local draft). */
  readonly initialValues?: Record<string, unknown>;
  readonly heading?: ReactNode;
  readonly saveDraft?: (values: Record<string, unknown>) => Promise<unknown>;
  readonly localDraftKey?: string;
  readonly submit: (values: Record<string, unknown>) => Promise<unknown>;
  readonly onSubmitted?: () => void;
  readonly submitLabel?: string;
}

/** A loaded form with its draft saving and submission: the common body of the form, apply and onboarding pages. */
export function FormPage({ loaded, initialValues, heading, saveDraft, localDraftKey, submit, onSubmitted, submitLabel }: FormPageProps) {
  const { t } = useTranslation();
  const drafts = useDraftSaver({ save: saveDraft, localKey: localDraftKey });
  const [done, setDone] = useState(false);
  const viewMode = loaded.readonly || loaded.status === 'submitted';
  const onSubmit = useCallback(
    async (values: Record<string, unknown>): Promise<SubmitOutcome> => {
      drafts.cancel();
      try {
        await submit(values);
      } catch (error) {
        drafts.onValuesChange(values);
        return submissionOutcome(error);
      }
      clearLocalDraft(localDraftKey);
      setDone(true);
      onSubmitted?.();
      return { ok: true };
    },
    [drafts, submit, localDraftKey, onSubmitted],
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
      <PorticoForm
        key={loaded.id}
        definition={loaded.definition}
        layout={loaded.layout}
        initialValues={initialValues ?? loaded.values}
        viewMode={viewMode}
        submitLabel={submitLabel}
        onSubmit={onSubmit}
        onValuesChange={viewMode ? undefined : drafts.onValuesChange}
        status={<DraftStatus state={drafts.state} />}
      />
    </Stack>
  );
}
