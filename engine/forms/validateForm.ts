import type { CompiledField, CompiledForm } from './CompiledForm';
import { validateField, type ValidationContext } from './validateField';
import { computeEntryVisibility, computeVisibility, type FormValues } from './visibility';

export interface ValidateFormOptions extends Omit<ValidationContext, 'values'> {
  /** Check only the fields that are shown (the default), against the answers that remain registered. */
  readonly visibleOnly?: boolean;
  /** Check only these fields (for example affectedFields after a change); all by default. */
  readonly only?: Iterable<string>;
}

/** Field name → its first message. Entry fields of a dynamic list are keyed `list.index.field`. */
export type FormErrors = Record<string, string>;

/**
 * Checks a whole form the same way in the browser and on the server (the client is never trusted).
 * With visibleOnly (the default), hidden questions are neither checked nor seen by other rules.
 */
export function validateForm(form: CompiledForm, values: FormValues, options: ValidateFormOptions): FormErrors {
  const visibility = (options.visibleOnly ?? true) ? computeVisibility(form, values) : undefined;
  return validateFields(
    form,
    options.only ?? form.fieldNames,
    visibility ? (name) => visibility.visible[name] === true : () => true,
    visibility?.values ?? values,
    options,
  );
}

/**
 * The messages of the named fields that are shown, against answers that are already registered
 * (a store's): no visibility is computed, so checking the few fields a change affects stays cheap.
 */
export function validateFields(
  form: CompiledForm,
  names: Iterable<string>,
  isVisible: (name: string) => boolean,
  values: FormValues,
  options: Omit<ValidationContext, 'values'>,
): FormErrors {
  const context: ValidationContext = { ...options, values };
  const errors: FormErrors = {};
  for (const name of names) {
    const field = form.fields.get(name);
    if (!field || !isVisible(name)) continue;
    const message = validateField(field, values[name], context);
    if (message !== undefined) errors[name] = message;
    else if (field.definition.type === 'dynamicList') Object.assign(errors, validateListEntries(field, values[name], context));
  }
  return errors;
}

/** The messages of a dynamic list's entries, keyed `list.index.field`; hidden entry fields are not checked. */
export function validateListEntries(listField: CompiledField, value: unknown, context: ValidationContext): FormErrors {
  const errors: FormErrors = {};
  if (!Array.isArray(value)) return errors;
  value.forEach((entry: unknown, index) => {
    const row = typeof entry === 'object' && entry !== null ? (entry as FormValues) : {};
    const shown = computeEntryVisibility(listField, row, context.values);
    const entryContext: ValidationContext = { ...context, values: { ...context.values, ...shown.values } };
    for (const field of listField.itemFields) {
      if (!shown.visible[field.name]) continue;
      const message = validateField(field, shown.values[field.name], entryContext);
      if (message !== undefined) errors[`${listField.name}.${index}.${field.name}`] = message;
    }
  });
  return errors;
}
