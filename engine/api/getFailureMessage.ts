import { DEFAULT_QUERY_ERROR_MESSAGE, DEFAULT_REQUEST_FAILURE_MESSAGE, PROFILE_EDIT_FAILED_MESSAGE, PROFILE_EDIT_INVALID_MESSAGE } from './errorMessages';

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

// A proxy or framework error page would otherwise be dumped into a toast as raw markup.
function containsHtmlDocument(text: string): boolean {
  return /<!doctype html|<html/i.test(text);
}

/**
 * The request failure handler: the server's own explanation wins over the generic error text.
 * Order: data.message, data.error.message, data itself when a string, then error.message.
 */
export function getFailureMessage(error: unknown, fallback: string = DEFAULT_REQUEST_FAILURE_MESSAGE): string {
  const data = field(error, 'data');
  const candidates = [field(data, 'message'), field(field(data, 'error'), 'message'), typeof data === 'string' ? data : undefined, field(error, 'message')];
  const chosen = candidates.find(isPresent);
  if (typeof chosen !== 'string' || containsHtmlDocument(chosen)) return fallback;
  return chosen;
}

/** What a results query shows in its disruptive snack-bar. */
export function getQueryErrorMessage(error: unknown): string {
  return getFailureMessage(error, DEFAULT_QUERY_ERROR_MESSAGE);
}

/** Profile edits never surface server text: a 422 means the form sent something invalid. */
export function profileEditFailureMessage(error: unknown): string {
  return field(error, 'status') === 422 ? PROFILE_EDIT_INVALID_MESSAGE : PROFILE_EDIT_FAILED_MESSAGE;
}
