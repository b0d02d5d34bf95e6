import { message, type Message } from '../i18n/Message';

/**
 * The request layer's error catalogue (spec section 8) as i18n keys; the English texts are in
 * locales/en/core.json under errors.request, quoted exactly from the spec.
 */
export const REQUEST_ERROR_KEYS = {
  rateLimited: 'errors.request.rateLimited',
  permissionDenied: 'errors.request.permissionDenied',
  sessionTimeout: 'errors.request.sessionTimeout',
  invalidCsrf: 'errors.request.invalidCsrf',
  unexpected: 'errors.request.unexpected',
  apiResponse: 'errors.request.apiResponse',
  serverError: 'errors.request.serverError',
  failed: 'errors.request.failed',
  previewReadOnly: 'errors.request.previewReadOnly',
} as const;

/** Statuses whose error hides the code from the user behind the apiResponse message. */
export const API_ERROR_STATUS_CODES: readonly number[] = [400, 404, 405, 409, 410, 413, 415, 422];

/** The server's body code that turns a plain 403 into the permission message. */
export const PERMISSION_DENIED_ERROR_CODE = 'permission_denied';

export function requestFailedMessage(status: number): Message {
  return message('errors.request.status', { status });
}
