import { englishText } from '../../../engine/i18n/englishText';
import type { Message } from '../../../engine/i18n/Message';

/** What a user reads for an engine message: its English text, or null when there is no message. */
export function englishOf(message: Message | null | undefined): string | null {
  return message ? englishText(message) : null;
}

/** The English text of each message of a per-field record (validation errors). */
export function englishOfEach(messages: object): Record<string, string | null> {
  return Object.fromEntries(Object.entries(messages as Record<string, Message | undefined>).map(([name, message]) => [name, englishOf(message)]));
}
