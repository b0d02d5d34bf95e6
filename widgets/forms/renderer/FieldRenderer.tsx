import { memo, useCallback } from 'react';
import type { CompiledField } from '../../../engine/forms/CompiledForm';
import { useFieldError, useFieldValue, useFieldVisible, useFormRuntime } from '../controller/FormControllerContext';
import { FieldShell, errorId, helpId } from '../fields/FieldShell';
import type { FieldWidget } from '../fields/FieldWidgetProps';
import { fieldWidgetFor } from '../fields/fieldWidgets';
import { AnswerView } from '../view/AnswerView';

/** The DOM id of a question's input: unique per form, so the first error can be focused by id. */
export function fieldInputId(formId: string, name: string): string {
  return `pf-${formId}-${name}`;
}

/**
 * One question bound to the form's store. The frame (label, help, message) subscribes to the
 * question's visibility and message; the input alone subscribes to the answer. Typing re-renders the
 * input and nothing else. A hidden question renders nothing (the store remembers its answer).
 */
export const FieldRenderer = memo(function FieldRenderer({ name }: { name: string }) {
  const { controller, viewMode, disabled } = useFormRuntime();
  const field = controller.form.fields.get(name);
  const visible = useFieldVisible(name);
  const error = useFieldError(name);
  if (!field || !visible) return null;
  const widget = fieldWidgetFor(field.definition.type);
  if (!widget) return null;
  if (viewMode && widget.labelling !== 'display') return <ViewField field={field} />;
  const id = fieldInputId(controller.form.id, name);
  const describedBy = field.definition.help === undefined ? errorId(id) : `${helpId(id)} ${errorId(id)}`;
  const input = (
    <FieldInput
      field={field}
      widget={widget}
      id={id}
      invalid={error !== undefined}
      describedBy={describedBy}
      disabled={disabled || field.definition.readonly === true}
    />
  );
  if (widget.labelling === 'display') return input;
  return (
    <FieldShell field={field} id={id} labelling={widget.labelling} required={field.required} error={error}>
      {input}
    </FieldShell>
  );
});

interface FieldInputProps {
  readonly field: CompiledField;
  readonly widget: FieldWidget;
  readonly id: string;
  readonly invalid: boolean;
  readonly describedBy: string;
  readonly disabled: boolean;
}

const FieldInput = memo(function FieldInput(props: FieldInputProps) {
  return props.widget.dom ? <DomFieldInput {...props} /> : <ControlledFieldInput {...props} />;
});

/** A widget that keeps its text in the DOM: it renders once and hears of the form's own changes through watchValue. */
function DomFieldInput({ field, widget, id, invalid, describedBy, disabled }: FieldInputProps) {
  const { controller } = useFormRuntime();
  const { name } = field;
  const { store } = controller;
  const onChange = useCallback((next: unknown) => controller.setValue(name, next), [controller, name]);
  const onBlur = useCallback(() => controller.blur(name), [controller, name]);
  const watchValue = useCallback(
    (listener: (value: unknown) => void) => store.subscribeField(name, () => listener(store.getFieldSnapshot(name).value)),
    [store, name],
  );
  const Component = widget.component;
  return (
    <Component
      field={field}
      id={id}
      value={store.getFieldSnapshot(name).value}
      watchValue={watchValue}
      onChange={onChange}
      onBlur={onBlur}
      invalid={invalid}
      describedBy={describedBy}
      disabled={disabled}
      required={field.required}
    />
  );
}

function ControlledFieldInput({ field, widget, id, invalid, describedBy, disabled }: FieldInputProps) {
  const { controller } = useFormRuntime();
  const { name } = field;
  const value = useFieldValue(name);
  const onChange = useCallback((next: unknown) => controller.setValue(name, next), [controller, name]);
  const onBlur = useCallback(() => controller.blur(name), [controller, name]);
  const Component = widget.component;
  return (
    <Component
      field={field}
      id={id}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      invalid={invalid}
      describedBy={describedBy}
      disabled={disabled}
      required={field.required}
    />
  );
}

function ViewField({ field }: { field: CompiledField }) {
  const value = useFieldValue(field.name);
  return <AnswerView field={field} value={value} />;
}
