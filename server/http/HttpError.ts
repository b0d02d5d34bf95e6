import { englishText } from '../../engine/i18n/englishText';
import { message, type Message } from '../../engine/i18n/Message';

/**
 * An error with an HTTP status and a message safe to show the candidate. Given as a Message (an i18n
 * key with parameters), the body carries the English text as `message` and the key as `message_key`
 * and `message_params`, which the portal translates into the page's language (getFailureMessage).
 */
export class HttpError extends Error {
  /** The message as a key, when it was given as one. */
  readonly userMessage?: Message;

  constructor(
    readonly statusCode: number,
    message: string | Message,
    readonly code?: string,
    /** Headers the answer carries (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(typeof message === 'string' ? message : englishText(message));
    if (typeof message !== 'string') this.userMessage = message;
  }
}

export const notFound = (what: string | Message = 'Not found') => new HttpError(404, what, 'not_found');
export const badRequest = (message: string | Message) => new HttpError(400, message, 'bad_request');
export const conflict = (message: string | Message) => new HttpError(409, message, 'conflict');
export const unauthorized = () => new HttpError(401, message('auth.errors.loginRequired'), 'login_required');

/** A refusal body sent without throwing (a 422 with details beside it): the English text, its code and its key (messageKeyFields). */
export function errorBody(
  userMessage: Message,
  code: string,
): { message: string; error_code: string; message_key?: string; message_params?: Record<string, string | number> } {
  return { message: englishText(userMessage), error_code: code, ...messageKeyFields(userMessage) };
}

/** The error body's translatable part: message_key and message_params (absent for words not given as a key). */
export function messageKeyFields(userMessage: Message | undefined): { message_key?: string; message_params?: Record<string, string | number> } {
  if (!userMessage) return {};
  return userMessage.params ? { message_key: userMessage.key, message_params: { ...userMessage.params } } : { message_key: userMessage.key };
}
