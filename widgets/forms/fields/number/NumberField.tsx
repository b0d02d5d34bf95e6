import { textInputField } from '../textInputField';

/** Typed text as the answer: a number once it reads as one; other text is kept so the rule can say what is wrong. */
export function parseNumber(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) && String(Number(trimmed)) === trimmed ? Number(trimmed) : text;
}

/** A number answer, typed as text (decimal keyboard on phones). */
export const NumberField = textInputField('NumberField', { inputMode: 'decimal', parse: parseNumber });
