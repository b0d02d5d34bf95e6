import { memo } from 'react';
import type { FieldWidgetProps } from '../FieldWidgetProps';
import { TEXT_INPUT_CLASS } from '../fieldStyles';
import { inputAria } from '../inputAria';
import { useDomText } from '../useDomText';

const identity = (text: string) => text;

/** Typed text as the answer: a number once it reads as one; other text is kept so the rule can say what is wrong. */
export function parseNumber(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) && String(Number(trimmed)) === trimmed ? Number(trimmed) : text;
}

/** A number answer, typed as text (decimal keyboard on phones). */
export const NumberField = memo(function NumberField(props: FieldWidgetProps) {
  const { onBlur, disabled, field } = props;
  const text = useDomText<HTMLInputElement>(props, identity, parseNumber);
  return (
    <input
      className={TEXT_INPUT_CLASS}
      {...inputAria(props)}
      {...text}
      type="text"
      inputMode="decimal"
      placeholder={field.definition.placeholder}
      disabled={disabled}
      onBlur={onBlur}
    />
  );
});
