import type { LocalizedText } from '../../../schemas/generated/employer-config';
import { localizedText } from '../../i18n/localizedText';

/**
 * A builder edits a form's texts in one language at a time (the employer's default language unless it
 * picks another): a text written as one string is the default language's (and every language's until
 * another is given); a text written as a map by language keeps the other languages' texts whatever is
 * typed in this one.
 */
export interface TextLanguage {
  /** The language whose texts the builder edits. */
  readonly language: string;
  /** The employer's default language: a plain string is its text. */
  readonly defaultLanguage: string;
}

/** The text the builder shows in its input: this language's own (a plain string is the default language's), '' when it has none yet. */
export function editedText(value: LocalizedText | undefined, texts: TextLanguage): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return texts.language === texts.defaultLanguage ? value : '';
  return (value as Readonly<Record<string, string | undefined>>)[texts.language] ?? '';
}

/** The text as the builder's canvas and preview show it: this language's, else the default language's, else English's. */
export function shownText(value: LocalizedText | undefined, texts: TextLanguage): string {
  return localizedText(value, texts.language, texts.defaultLanguage) ?? '';
}

/**
 * What candidates read where this language has no text of its own (the default language's, else
 * English's), for the input's placeholder; undefined when the language has its own or none is given.
 */
export function hintText(value: LocalizedText | undefined, texts: TextLanguage): string | undefined {
  return editedText(value, texts) === '' ? shownText(value, texts) || undefined : undefined;
}

/**
 * The text with this language's set to `text`, every other language kept. A plain string stays a
 * plain string when the default language is edited; typed in another language, it becomes a map with
 * the string as the default language's text. An emptied language leaves the map; undefined when no
 * text is left (an optional text goes away, a required one is reported by the form's check).
 */
export function withEditedText(value: LocalizedText | undefined, text: string, texts: TextLanguage): LocalizedText | undefined {
  if (value === undefined || typeof value === 'string') {
    if (texts.language === texts.defaultLanguage) return text === '' ? undefined : text;
    const base = value === undefined || value === '' ? {} : { [texts.defaultLanguage]: value };
    return text === '' ? value || undefined : ({ ...base, [texts.language]: text } as LocalizedText);
  }
  const { [texts.language]: _old, ...others } = value as Readonly<Record<string, string | undefined>>;
  const next = text === '' ? others : { ...others, [texts.language]: text };
  return Object.keys(next).length > 0 ? (next as LocalizedText) : undefined;
}

/** Every language's text passed through `change` (a duplicated question's "Copy of …" label in each language). */
export function mapTexts(value: LocalizedText, change: (text: string) => string): LocalizedText {
  if (typeof value === 'string') return change(value);
  return Object.fromEntries(Object.entries(value).map(([language, text]) => [language, text === undefined ? text : change(text)])) as LocalizedText;
}
