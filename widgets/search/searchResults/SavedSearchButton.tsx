import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getFailureMessage } from '../../../engine/api/getFailureMessage';
import { useMessageText } from '../../shared/useMessageText';
import type { SaveSearchRequest } from '../../../schemas/generated/api/savedSearches';
import type { SearchResult } from '../../../schemas/generated/api/search';
import { useApiClient } from '../../shared/ApiClientContext';
import { PendingButton } from '../../shared/PendingButton';
import { usePortal } from '../../shared/PortalContext';
import { toaster } from '../../shared/toaster';
import { createSavedSearch, deleteSavedSearch } from '../data/savedSearches';
import { useLoginGate } from '../shared/useLoginGate';

export interface SavedSearchButtonProps {
  /** The search on screen (query, location, filters): what the saved search notifies about. */
  search: Omit<SaveSearchRequest, 'domain'>;
  metadata: SearchResult['savedSearchMetadata'];
}

/**
 * "Notify me about jobs like these" (spec section 6: only when the saved search notification is
 * enabled and login is allowed; the caller checks both). Logged out, it opens the login modal, and
 * the saved search is made once the log-in has landed (widgets/shared/pendingAction.ts).
 */
export function SavedSearchButton({ search, metadata }: SavedSearchButtonProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const api = useApiClient();
  const { domain } = usePortal();
  const queryClient = useQueryClient();
  const { requireLogin, dialog } = useLoginGate();
  const mutation = useMutation({
    mutationFn: async () => {
      if (metadata.isSaved && metadata.savedSearchId !== null) await deleteSavedSearch(api, domain, metadata.savedSearchId);
      else await createSavedSearch(api, domain, search);
    },
    onSuccess: () => {
      toaster.create({ type: 'success', title: metadata.isSaved ? t('search.savedSearchRemoved') : t('search.savedSearchCreated') });
      void queryClient.invalidateQueries({ queryKey: ['search', 'results', domain] });
    },
    onError: (error) => toaster.create({ type: 'error', title: text(getFailureMessage(error)) }),
  });
  return (
    <>
      <PendingButton
        size="sm"
        variant="outline"
        pending={mutation.isPending}
        aria-pressed={metadata.isSaved}
        onClick={() =>
          requireLogin(() => mutation.mutate(), { type: 'saveSearch', search: { query: search.query, location: search.location, filters: search.filters } })
        }
      >
        {metadata.isSaved ? t('search.notifyMeOn') : t('search.notifyMe')}
      </PendingButton>
      {dialog}
    </>
  );
}
