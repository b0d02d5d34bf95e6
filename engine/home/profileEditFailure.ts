import { ApiError } from '../api/ApiError';
import { message, type Message } from '../i18n/Message';

/**
 * The message of a failed profile edit (spec error catalogue): a 422 is 'Invalid request received.
 * Please try again', anything else 'Something went wrong. Please try again'; never the server's text.
 */
export function profileEditFailure(error: unknown): Message {
  return message(error instanceof ApiError && error.status === 422 ? 'home.profile.editInvalid' : 'home.profile.editFailed');
}
