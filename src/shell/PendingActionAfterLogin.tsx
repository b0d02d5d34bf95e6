import { Suspense, useEffect, useState, type ComponentProps } from 'react';
import { LeaveOutOnError } from '../../widgets/shared/LeaveOutOnError';
import { lazyWidget } from '../../widgets/shared/lazyWidget';
import { hasPendingAction } from '../../widgets/shared/pendingAction';
import type * as PendingActionRunnerModule from './PendingActionRunner';

// Most page loads keep no action: the code that checks and runs one loads only when one is kept.
const PendingActionRunner = lazyWidget<ComponentProps<typeof PendingActionRunnerModule.PendingActionRunner>>('PendingActionRunner', () =>
  import('./PendingActionRunner').then((module) => ({ default: module.PendingActionRunner })),
);

/**
 * Rendered by the app-start gate for a logged-in candidate who has passed it: runs the action they
 * asked for before logging in, if one is kept. Looked for after hydration (the server has no session storage).
 */
export function PendingActionAfterLogin({ domain }: { domain: string }) {
  const [kept, setKept] = useState(false);
  useEffect(() => setKept(hasPendingAction()), []);
  if (!kept) return null;
  return (
    <LeaveOutOnError name="pending action">
      <Suspense fallback={null}>
        <PendingActionRunner domain={domain} />
      </Suspense>
    </LeaveOutOnError>
  );
}
