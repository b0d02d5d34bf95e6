/**
 * The action a logged-out visitor asked for (save this job, add it to the job cart, notify me about
 * this search) survives the log-in: their own click keeps it in this tab's session storage, and the
 * shell runs it once the log-in has landed and the app-start gate (terms, onboarding) is passed
 * (src/shell/PendingActionAfterLogin.tsx). Reading it back (takePendingAction.ts) and running it
 * (src/shell/PendingActionRunner.tsx) load only when something is kept. Nothing reads the address:
 * a crafted link cannot make an action run.
 *
 * This file is on the search page's first download: keep it to writing and forgetting.
 */
export const PENDING_ACTION_STORAGE_KEY = 'portico.pendingAction';

/** How long a kept action waits for its log-in (and the gate after it) before it is dropped. */
export const PENDING_ACTION_MAX_AGE_MS = 10 * 60 * 1000;

export interface PendingSavedSearch {
  query: string;
  location: string;
  filters: Record<string, string[]>;
}

export type PendingAction = { type: 'saveJob'; pid: string } | { type: 'addToCart'; pid: string } | { type: 'saveSearch'; search: PendingSavedSearch };

/** What is stored: the action, the employer it was asked for on, and when. */
export interface StoredPendingAction {
  action: PendingAction;
  domain: string;
  at: number;
}

/** Keeps the action for after the log-in (replacing any kept before); without session storage it is just not kept. */
export function rememberPendingAction(action: PendingAction, domain: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(PENDING_ACTION_STORAGE_KEY, JSON.stringify({ action, domain, at: now } satisfies StoredPendingAction));
  } catch {
    // A private mode without storage: the log-in still works, the visitor presses the button again.
  }
}

/** Drops the kept action: the log-in it waited for was abandoned. */
export function forgetPendingAction(): void {
  try {
    sessionStorage.removeItem(PENDING_ACTION_STORAGE_KEY);
  } catch {
    // Nothing kept where there is no storage.
  }
}

/** Whether an action is kept (unchecked): decides whether the code that checks and runs it is loaded at all. */
export function hasPendingAction(): boolean {
  try {
    return sessionStorage.getItem(PENDING_ACTION_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
