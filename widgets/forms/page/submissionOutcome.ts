import { isApiError } from '../../../engine/api/ApiError';
import type { SubmitOutcome } from '../renderer/PorticoForm';
import type { SubmissionRefusal } from '../data/formTypes';

/**
 * A failed submission as the form shows it: a 422 invalid_submission puts the server's messages under
 * their questions (the server runs the same engine, so they read as the browser's) and its message in
 * the page's language (failureText: useFailureText's, by the server's message_key); anything else is
 * the request layer's message (errorText: useErrorText's).
 */
export function submissionOutcome(error: unknown, errorText: (error: unknown) => string | undefined, failureText: (error: unknown) => string): SubmitOutcome {
  if (isApiError(error) && error.status === 422 && typeof error.data === 'object' && error.data !== null) {
    const refusal = error.data as SubmissionRefusal;
    return { ok: false, message: failureText(error), fieldErrors: refusal.field_errors ?? {} };
  }
  return { ok: false, message: error instanceof Error ? errorText(error) : undefined };
}
