import { memo } from 'react';
import type { FieldWidgetProps } from './FieldWidgetProps';
import { TEXT_INPUT_CLASS } from './fieldStyles';
import { inputAria } from './inputAria';
import { useDomText } from './useDomText';

/** What sets one one-line text field type apart from another: its input's attributes, and how typed text is shown and answered. */
interface TextInputKind {
  type?: 'text' | 'email';
  inputMode?: 'numeric' | 'decimal';
  autoComplete?: string;
  /** A fixed placeholder (the mask of a formatted number); else the question's own. */
  placeholder?: string;
  maxLength?: number;
  /** Typed text → the shown text (SSN dashes). */
  format?: (text: string) => string;
  /** The shown text → the answer (a number). */
  parse?: (text: string) => unknown;
}

// One function for every field, so the input's watch subscription is not renewed on each render.
const asTyped = (text: string) => text;

/**
 * A field widget for one line of text (text, email, number, SSN, SIN): an uncontrolled input bound by
 * useDomText, labelled and described through inputAria, trimmed and checked when the candidate leaves it.
 */
export function textInputField(name: string, { placeholder, format = asTyped, parse = asTyped, ...attributes }: TextInputKind) {
  const TextInputField = memo(function TextInputField(props: FieldWidgetProps) {
    const text = useDomText<HTMLInputElement>(props, format, parse);
    return (
      <input
        className={TEXT_INPUT_CLASS}
        {...inputAria(props)}
        {...text}
        type="text"
        {...attributes}
        placeholder={placeholder ?? props.field.definition.placeholder}
        disabled={props.disabled}
        onBlur={props.onBlur}
      />
    );
  });
  TextInputField.displayName = name;
  return TextInputField;
}
