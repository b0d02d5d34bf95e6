import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, getFailureMessage } from '../../engine/api/getFailureMessage';
import type { Message } from '../../engine/i18n/Message';

/** Turns the engine's messages (a key and its parameters) into text in the reader's language. */
export function useMessageText(): (message: Message) => string {
  const { t } = useTranslation();
  return useCallback((message) => t(message.key, message.params), [t]);
}

/** An error's own message (errorMessage: the request layer's, or a plain Error's text) in the reader's language; undefined when it has none. */
export function useErrorText(): (error: unknown) => string | undefined {
  const text = useMessageText();
  return useCallback(
    (error) => {
      const own = errorMessage(error);
      return own && text(own);
    },
    [text],
  );
}

/** A failed request's explanation in the reader's language: the server's refusal by its key (getFailureMessage), else the request layer's. */
export function useFailureText(): (error: unknown) => string {
  const text = useMessageText();
  return useCallback((error) => text(getFailureMessage(error)), [text]);
}
