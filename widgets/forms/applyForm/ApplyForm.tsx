import { Stack } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplyFormProps } from '../../../schemas/generated/widgets/applyForm.props';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';
import { PorticoLink } from '../../shared/PorticoLink';
import { useErrorText } from '../../shared/useMessageText';
import { saveApplyDraft, submitApplication, useApplyForm } from '../data/forms';
import { EnsureQueryClient } from '../page/EnsureQueryClient';
import { FormPage } from '../page/FormPage';
import { readLocalDraft } from '../page/useDraftSaver';
import { useSearchParam } from '../page/useSearchParam';
import { EmptyStateView, ErrorState, LoadingState, PageStateView } from '../parts/StateViews';

/** Where an anonymous visitor's application draft is kept in this browser. */
export function applyDraftKey(domain: string, pid: string): string {
  return `portico.applyDraft.${domain}.${pid}`;
}

/**
 * Applying to a position (/careers/apply?pid=…) with the employer's application form. A logged-in
 * candidate's draft is saved on the server; an anonymous visitor's in this browser (localStorage).
 */
export default function ApplyForm(props: ApplyFormProps) {
  return (
    <EnsureQueryClient>
      <ApplyFormBody {...props} />
    </EnsureQueryClient>
  );
}

function ApplyFormBody({ afterApplyPath = '/careers' }: ApplyFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const api = useApiClient();
  const { domain, user } = usePortal();
  const pid = useSearchParam('pid');
  const apply = useApplyForm(pid);
  const [applied, setApplied] = useState(false);
  const localKey = !user.isLoggedIn && pid ? applyDraftKey(domain, pid) : undefined;
  const initialValues = useMemo(() => readLocalDraft(localKey), [localKey]);
  const saveDraft = useCallback((values: Record<string, unknown>) => saveApplyDraft(api, pid ?? '', values), [api, pid]);
  const submit = useCallback((values: Record<string, unknown>) => submitApplication(api, pid ?? '', values), [api, pid]);
  if (!pid || apply.isPending || apply.isError) {
    return (
      <PageStateView pageName="pages.applyPage">
        {!pid ? (
          <EmptyStateView message={t('forms.apply.noPosition')} />
        ) : apply.isPending ? (
          <LoadingState lines={8} />
        ) : (
          <ErrorState message={errorText(apply.error)} onRetry={() => void apply.refetch()} />
        )}
      </PageStateView>
    );
  }
  const { position, form } = apply.data;
  return (
    <Stack gap="4">
      <FormPage
        loaded={form}
        initialValues={initialValues && form.status !== 'submitted' ? { ...form.values, ...initialValues } : undefined}
        heading={t('forms.apply.title', { position: position.name })}
        saveDraft={user.isLoggedIn ? saveDraft : undefined}
        localDraftKey={localKey}
        submit={submit}
        onSubmitted={() => setApplied(true)}
        submitLabel={t('forms.apply.submit')}
      />
      {applied ? (
        <PorticoLink href={afterApplyPath} alignSelf="start">
          {t('forms.apply.continue')}
        </PorticoLink>
      ) : null}
    </Stack>
  );
}
