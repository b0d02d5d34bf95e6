import { useNavigate } from '@tanstack/react-router';
import type { Localized } from '../../../engine/i18n/localizedText';
import { Stack } from '@chakra-ui/react';
import { useCallback } from 'react';
import type { OnboardingFormProps } from '../../../schemas/generated/widgets/onboardingForm.props';
import { useApiClient } from '../../shared/ApiClientContext';
import { useErrorText } from '../../shared/useMessageText';
import { fetchForm, saveFormDraft, submitForm, useForm } from '../data/forms';
import { usePortal } from '../../shared/PortalContext';
import { EnsureQueryClient } from '../page/EnsureQueryClient';
import { FormPage } from '../page/FormPage';
import { ImplementationBanner } from '../parts/ImplementationBanner';
import { ErrorState, LoadingState, PageStateView } from '../parts/StateViews';

/**
 * The onboarding stepper, under the implementation-phase banner when the page config sets one; once it
 * is submitted the candidate continues to continuePath (the dashboard by default).
 */
export default function OnboardingForm(props: Localized<OnboardingFormProps>) {
  return (
    <EnsureQueryClient>
      <OnboardingFormBody {...props} />
    </EnsureQueryClient>
  );
}

function OnboardingFormBody({ formId = 'onboarding', continuePath = '/careers/dashboard', implementationBanner }: Localized<OnboardingFormProps>) {
  const api = useApiClient();
  const navigate = useNavigate();
  const form = useForm(formId);
  const errorText = useErrorText();
  const saveDraft = useCallback((values: Record<string, unknown>) => saveFormDraft(api, formId, values), [api, formId]);
  const submit = useCallback((values: Record<string, unknown>) => submitForm(api, formId, values), [api, formId]);
  const { domain } = usePortal();
  const reloadValues = useCallback(() => fetchForm(api, formId, domain).then((loaded) => loaded.values), [api, formId, domain]);
  const onSubmitted = useCallback(
    () => void navigate({ to: continuePath, search: (previous: Record<string, unknown>) => ({ domain: previous.domain }) }),
    [navigate, continuePath],
  );
  return (
    <Stack gap="4">
      {implementationBanner ? <ImplementationBanner text={implementationBanner} /> : null}
      {form.isPending || form.isError ? (
        <PageStateView pageName="pages.onboarding">
          {form.isPending ? <LoadingState lines={8} /> : <ErrorState message={errorText(form.error)} onRetry={() => void form.refetch()} />}
        </PageStateView>
      ) : (
        <FormPage loaded={form.data} saveDraft={saveDraft} submit={submit} onSubmitted={onSubmitted} reloadValues={reloadValues} />
      )}
    </Stack>
  );
}
