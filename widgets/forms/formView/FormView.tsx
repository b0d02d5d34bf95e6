import { Stack } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormViewProps } from '../../../schemas/generated/widgets/formView.props';
import { useApiClient } from '../../shared/ApiClientContext';
import { PorticoLink } from '../../shared/PorticoLink';
import { saveFormDraft, submitForm, useForm } from '../data/forms';
import { EnsureQueryClient } from '../page/EnsureQueryClient';
import { FormPage } from '../page/FormPage';
import { useSearchParam } from '../page/useSearchParam';
import { EmptyStateView, ErrorState, LoadingState } from '../parts/StateViews';

/** One form (/careers/forms?id=…): drafts saved as the candidate goes; read-only once submitted. */
export default function FormView(props: FormViewProps) {
  return (
    <EnsureQueryClient>
      <FormViewBody {...props} />
    </EnsureQueryClient>
  );
}

function FormViewBody({ formId, backPath = '/careers/forms/center' }: FormViewProps) {
  const { t } = useTranslation();
  const api = useApiClient();
  const fromUrl = useSearchParam('id');
  const id = formId ?? fromUrl;
  const form = useForm(id);
  const saveDraft = useCallback((values: Record<string, unknown>) => saveFormDraft(api, id ?? '', values), [api, id]);
  const submit = useCallback((values: Record<string, unknown>) => submitForm(api, id ?? '', values), [api, id]);
  return (
    <Stack gap="4">
      <PorticoLink href={backPath} alignSelf="start" fontSize="sm">
        {t('forms.view.back')}
      </PorticoLink>
      {!id ? (
        <EmptyStateView />
      ) : form.isPending ? (
        <LoadingState lines={8} />
      ) : form.isError ? (
        <ErrorState message={form.error.message} onRetry={() => void form.refetch()} />
      ) : (
        <FormPage loaded={form.data} saveDraft={saveDraft} submit={submit} />
      )}
    </Stack>
  );
}
