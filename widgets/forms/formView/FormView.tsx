import { Stack } from '@chakra-ui/react';
import type { Localized } from '../../../engine/i18n/localizedText';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormViewProps } from '../../../schemas/generated/widgets/formView.props';
import { useApiClient } from '../../shared/ApiClientContext';
import { PorticoLink } from '../../shared/PorticoLink';
import { useErrorText } from '../../shared/useMessageText';
import { useQueryClient } from '@tanstack/react-query';
import type { FormDefinition } from '../../../schemas/generated/forms/form-definition';
import { usePortal } from '../../shared/PortalContext';
import { fetchForm, formQuery, saveFormDefinition, saveFormDraft, submitForm, useForm } from '../data/forms';
import { EnsureQueryClient } from '../page/EnsureQueryClient';
import { FormPage } from '../page/FormPage';
import { useSearchParam } from '../page/useSearchParam';
import { ImplementationBanner } from '../parts/ImplementationBanner';
import { EmptyStateView, ErrorState, LoadingState, PageStateView } from '../parts/StateViews';

/** One form (/careers/forms?id=…): drafts saved as the candidate goes; read-only once submitted. */
export default function FormView(props: Localized<FormViewProps>) {
  return (
    <EnsureQueryClient>
      <FormViewBody {...props} />
    </EnsureQueryClient>
  );
}

function FormViewBody({ formId, backPath = '/careers/forms/center', implementationBanner }: Localized<FormViewProps>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApiClient();
  const fromUrl = useSearchParam('id');
  const id = formId ?? fromUrl;
  const form = useForm(id);
  const saveDraft = useCallback((values: Record<string, unknown>) => saveFormDraft(api, id ?? '', values), [api, id]);
  const submit = useCallback((values: Record<string, unknown>) => submitForm(api, id ?? '', values), [api, id]);
  const { domain, user } = usePortal();
  const reloadValues = useCallback(() => fetchForm(api, id ?? '', domain).then((loaded) => loaded.values), [api, id, domain]);
  const queryClient = useQueryClient();
  // Admins edit preboarding forms; the saved form replaces the loaded one.
  const saveDefinition = useCallback(
    async (definition: FormDefinition) => {
      const saved = await saveFormDefinition(api, id ?? '', definition);
      queryClient.setQueryData(formQuery(api, id ?? '', domain).queryKey, saved);
    },
    [api, id, domain, queryClient],
  );
  return (
    <Stack gap="4">
      <PorticoLink href={backPath} alignSelf="start" fontSize="sm">
        {t('forms.view.back')}
      </PorticoLink>
      {implementationBanner ? <ImplementationBanner text={implementationBanner} /> : null}
      {!id || form.isPending || form.isError ? (
        <PageStateView pageName="pages.formView">
          {!id ? (
            <EmptyStateView />
          ) : form.isPending ? (
            <LoadingState lines={8} />
          ) : (
            <ErrorState message={errorText(form.error)} onRetry={() => void form.refetch()} />
          )}
        </PageStateView>
      ) : (
        <FormPage
          loaded={form.data}
          saveDraft={saveDraft}
          submit={submit}
          saveDefinition={user.isAdmin ? saveDefinition : undefined}
          reloadValues={reloadValues}
        />
      )}
    </Stack>
  );
}
