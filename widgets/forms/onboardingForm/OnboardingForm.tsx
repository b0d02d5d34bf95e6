import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { OnboardingFormProps } from '../../../schemas/generated/widgets/onboardingForm.props';
import { useApiClient } from '../../shared/ApiClientContext';
import { saveFormDraft, submitForm, useForm } from '../data/forms';
import { EnsureQueryClient } from '../page/EnsureQueryClient';
import { FormPage } from '../page/FormPage';
import { ErrorState, LoadingState } from '../parts/StateViews';

/** The onboarding stepper; once it is submitted the candidate continues to the dashboard. */
export default function OnboardingForm(props: OnboardingFormProps) {
  return (
    <EnsureQueryClient>
      <OnboardingFormBody {...props} />
    </EnsureQueryClient>
  );
}

function OnboardingFormBody({ formId = 'onboarding', continuePath = '/careers/dashboard' }: OnboardingFormProps) {
  const api = useApiClient();
  const navigate = useNavigate();
  const form = useForm(formId);
  const saveDraft = useCallback((values: Record<string, unknown>) => saveFormDraft(api, formId, values), [api, formId]);
  const submit = useCallback((values: Record<string, unknown>) => submitForm(api, formId, values), [api, formId]);
  const onSubmitted = useCallback(
    () => void navigate({ to: continuePath, search: (previous: Record<string, unknown>) => ({ domain: previous.domain }) }),
    [navigate, continuePath],
  );
  if (form.isPending) return <LoadingState lines={8} />;
  if (form.isError) return <ErrorState message={form.error.message} onRetry={() => void form.refetch()} />;
  return <FormPage loaded={form.data} saveDraft={saveDraft} submit={submit} onSubmitted={onSubmitted} />;
}
