// One source for every user-facing request error text, so the UI and the tests cannot drift apart.

export const PROFILE_EDIT_INVALID_MESSAGE = 'Invalid request received. Please try again';
export const PROFILE_EDIT_FAILED_MESSAGE = 'Something went wrong. Please try again';
export const RATE_LIMITED_MESSAGE = 'Please try again in a few minutes';
export const PERMISSION_DENIED_MESSAGE = 'User does not have permissions to perform this action';
export const SESSION_TIMEOUT_MESSAGE = 'Session timed out.';
export const INVALID_CSRF_MESSAGE = 'Invalid CSRF.';
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error occurred.';
export const API_RESPONSE_ERROR_MESSAGE = 'Error in api response';
export const SERVER_ERROR_MESSAGE = 'Server error. Please try again.';
export const DEFAULT_REQUEST_FAILURE_MESSAGE = 'There was a problem with the request';
export const DEFAULT_QUERY_ERROR_MESSAGE = 'An error occurred while loading the results';

/** Statuses whose error hides the code from the user behind API_RESPONSE_ERROR_MESSAGE. */
export const API_ERROR_STATUS_CODES: readonly number[] = [400, 404, 405, 409, 410, 413, 415, 422];

/** The server's body code that turns a plain 403 into the permission message. */
export const PERMISSION_DENIED_ERROR_CODE = 'permission_denied';

export function requestFailedMessage(status: number): string {
  return `Request failed with status ${status}`;
}
