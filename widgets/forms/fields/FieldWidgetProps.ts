import type { ComponentType } from 'react';
import type { CompiledField } from '../../../engine/forms/CompiledForm';

/** What every field widget receives: a pure view of one answer, wired by FieldRenderer or a list entry. */
export interface FieldWidgetProps {
  readonly field: CompiledField;
  /** The id of the input (or of the group's first input); the label points at it. */
  readonly id: string;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  /** Leaving the input: the answer is trimmed and checked. */
  readonly onBlur: () => void;
  readonly invalid: boolean;
  /** Ids of the help and error texts, for aria-describedby. */
  readonly describedBy: string | undefined;
  readonly disabled: boolean;
  readonly required: boolean;
  /**
   * Present for widgets that keep typed text in the DOM (`dom: true`): `value` is then only the
   * starting answer, and this reports later changes made by the form itself (trim on blur, a reset),
   * which the widget writes back into its input. Typing then costs React no render at all.
   */
  readonly watchValue?: (listener: (value: unknown) => void) => () => void;
}

export interface FieldWidget {
  readonly component: ComponentType<FieldWidgetProps>;
  /**
   * How the question is labelled: 'input' (a label element for one input), 'group' (a fieldset and
   * legend around several inputs), 'self' (the widget shows its own label, e.g. a single checkbox)
   * or 'display' (a text item, nothing to answer).
   */
  readonly labelling: 'input' | 'group' | 'self' | 'display';
  /** The widget keeps its text in the DOM and takes watchValue instead of re-rendering per keystroke. */
  readonly dom?: boolean;
}

/** The accessible name of a question: its ariaLabel when given, else its label. */
export function accessibleName(field: CompiledField): string {
  return field.definition.ariaLabel ?? field.definition.label;
}

export function textValue(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
