import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getFailureMessage } from '../../engine/api/getFailureMessage';
import type { PendingAction } from '../../widgets/shared/pendingAction';
import { takePendingAction } from '../../widgets/shared/takePendingAction';
import { useApiClient } from '../../widgets/shared/ApiClientContext';
import { toaster } from '../../widgets/shared/toaster';
import { useMessageText } from '../../widgets/shared/useMessageText';
import { runPendingAction } from '../../widgets/search/shared/pendingActionRegistry';

const DONE_KEYS = {
  saveJob: 'auth.afterLogin.jobSaved',
  addToCart: 'auth.afterLogin.addedToCart',
  saveSearch: 'auth.afterLogin.searchSaved',
} as const satisfies Record<PendingAction['type'], string>;

/**
 * Runs the action a visitor asked for before logging in (widgets/shared/pendingAction.ts), once the
 * log-in has landed and the app-start gate is passed, and says how it went in a toast (a polite
 * status). Loaded only when session storage holds an action.
 */
export function PendingActionRunner({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const api = useApiClient();
  const queryClient = useQueryClient();
  // Taking the action removes it, so it runs once; the ref also spares a second look when StrictMode runs the effect again.
  const looked = useRef(false);
  useEffect(() => {
    if (looked.current) return;
    looked.current = true;
    const action = takePendingAction(domain);
    if (!action) return;
    runPendingAction(action, { api, domain, queryClient }).then(
      () => toaster.create({ type: 'success', title: t(DONE_KEYS[action.type]) }),
      (error: unknown) => toaster.create({ type: 'error', title: t('auth.afterLogin.failed'), description: text(getFailureMessage(error)) }),
    );
  }, [api, domain, queryClient, t, text]);
  return null;
}
