import { MessageError, VERBATIM_KEY, message, verbatim, type Message } from '../i18n/Message';
import { REQUEST_ERROR_KEYS } from './errorMessages';

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

function isParams(value: unknown): value is Record<string, string | number> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');
}

/**
 * The server's words as the key it gave beside them (message_key, message_params: server/http/HttpError.ts),
 * so the page shows them in its language; the English text is the default for a key this page lacks.
 */
function serverKeyMessage(data: unknown, serverText: string): Message | undefined {
  const key = field(data, 'message_key') ?? field(data, 'messageKey');
  if (typeof key !== 'string' || key === '') return undefined;
  const params = field(data, 'message_params') ?? field(data, 'messageParams');
  return { key, params: { ...(isParams(params) ? params : {}), defaultValue: serverText } };
}

/**
 * The request failure handler: the server's own explanation wins over the generic error text.
 * Order: data.message (translated when the server gave its key, message_key), data.error.message,
 * data itself when a string (the server's words, shown as they came), then the error's own message (the request layer's key, or a plain Error's text). A
 * refusal of the studio's preview gives the request layer's message first.
 */
export function getFailureMessage(error: unknown, fallback: Message = message(REQUEST_ERROR_KEYS.failed)): Message {
  // The studio's preview: the request layer's words (translated, the same as its toast) over the server's English.
  if (field(error, 'kind') === 'previewReadOnly') return errorMessage(error) ?? fallback;
  const data = field(error, 'data');
  const serverText = [field(data, 'message'), field(field(data, 'error'), 'message'), typeof data === 'string' ? data : undefined].find(isPresent);
  if (serverText !== undefined) {
    if (typeof serverText !== 'string' || containsHtmlDocument(serverText)) return fallback;
    return serverKeyMessage(data, serverText) ?? verbatim(serverText);
  }
  const own = errorMessage(error);
  return own && !(own.key === VERBATIM_KEY && containsHtmlDocument(String(own.params?.text))) ? own : fallback;
}

/** The error's own message: the request layer's (a key), or a plain Error's text as it is; undefined when it has none. */
export function errorMessage(error: unknown): Message | undefined {
  if (error instanceof MessageError) return error.userMessage;
  const own = field(error, 'message');
  return typeof own === 'string' && own !== '' ? verbatim(own) : undefined;
}
