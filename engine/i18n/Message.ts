import type { en } from './locales/enBundle';

/** The dotted paths to the strings of a bundle. */
export type StringPaths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${StringPaths<T[K]>}` }[keyof T & string];
/** A plural key is used without its suffix: t('x', { count }) picks x_one or x_other. */
export type WithoutPluralSuffix<K> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/** A key with English text in locales/: the compiler refuses a typo (a type only: no string is bundled). */
export type MessageKey = WithoutPluralSuffix<StringPaths<typeof en>>;

/** Values filled into a message's {{placeholders}}; `count` also picks the plural form (i18next's _one/_other). */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * What the engine says to a user: an i18n key (English text in locales/) and its parameters. The
 * engine never holds the words; widgets and the shell turn a message into text with `t(key, params)`.
 */
export interface Message {
  readonly key: string;
  readonly params?: MessageParams;
}

export function message(key: MessageKey, params?: MessageParams): Message {
  return params ? { key, params } : { key };
}

/** The key whose English is just {{text}}: words someone else wrote (the server's body, the browser's network error), shown as they came. */
export const VERBATIM_KEY = 'errors.verbatim';

export function verbatim(text: string): Message {
  return { key: VERBATIM_KEY, params: { text } };
}

/** An error whose message for the user is a Message (the Error's own `message` is the key, for logs). */
export class MessageError extends Error {
  readonly userMessage: Message;

  constructor(userMessage: Message, options?: ErrorOptions) {
    super(userMessage.key === VERBATIM_KEY ? String(userMessage.params?.text) : userMessage.key, options);
    this.userMessage = userMessage;
  }
}
