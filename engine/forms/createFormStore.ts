import type { CompiledForm } from './CompiledForm';
import { DISPLAY_ONLY_TYPES } from './fieldTypes';
import { initialAnswer } from './initialAnswer';
import type { ValidationContext } from './validateField';
import { validateFields, type FormErrors } from './validateForm';
import { affectedFields, isFieldVisible, isStepVisible, visibilityCascade, type FormValues } from './visibility';

/** One field as a widget reads it: its registered answer (undefined while hidden) and whether it shows. */
export interface FieldSnapshot {
  readonly value: unknown;
  readonly visible: boolean;
}

export interface FormStoreSnapshot {
  /** The answers of the visible fields: what the form submits. */
  readonly values: FormValues;
  readonly visible: Readonly<Record<string, boolean>>;
  /** Step (section) id → shown. */
  readonly steps: Readonly<Record<string, boolean>>;
}

/**
 * The answers of one form being filled in, framework-agnostic (React binds it with
 * useSyncExternalStore). Snapshots keep their identity until something in them changes, and field
 * listeners hear only about their own field, so a keystroke re-renders one question and whatever
 * depends on it.
 */
export interface FormStore {
  getSnapshot(): FormStoreSnapshot;
  subscribe(listener: () => void): () => void;
  getFieldSnapshot(name: string): FieldSnapshot;
  /** Whether a step (section) shows, without building a snapshot of the whole form. */
  isStepVisible(stepId: string): boolean;
  subscribeField(name: string, listener: () => void): () => void;
  /**
   * Records an answer and updates the visibility of the fields that depend on it, synchronously (a
   * trigger shows or hides its dependants in the same frame). Returns the fields to validate again,
   * which the caller does after DEPENDENT_QUESTION_DEBOUNCE_MS.
   */
  setValue(name: string, value: unknown): readonly string[];
  /** The registered answers, a copy: hidden questions' answers are not in it. */
  getSubmission(): Record<string, unknown>;
  /**
   * Messages of the named fields (all by default) that are shown, against the registered answers;
   * with the result of setValue it re-checks only what a change affects.
   */
  validate(options: Omit<ValidationContext, 'values'>, names?: Iterable<string>): FormErrors;
  /** Starts again from the definition's defaults overlaid with these answers (a loaded draft). */
  reset(values?: FormValues): void;
}

/**
 * Hidden means unregistered, not forgotten: a field that hides leaves the submission, but what the
 * candidate typed is kept and comes back when the field shows again.
 */
export function createFormStore(form: CompiledForm, initialValues: FormValues = {}): FormStore {
  const entered = new Map<string, unknown>();
  // A plain object, not a Map: rules read it as their `values` without a copy per check.
  const registered: Record<string, unknown> = {};
  const visible = new Map<string, boolean>();
  const steps = new Map<string, boolean>();
  const listeners = new Set<() => void>();
  const fieldListeners = new Map<string, Set<() => void>>();
  const fieldSnapshots = new Map<string, FieldSnapshot>();
  let snapshot: FormStoreSnapshot | undefined;
  const read = (name: string) => registered[name];

  const register = (name: string) => {
    const field = form.fields.get(name);
    if (visible.get(name) && entered.has(name) && field && !DISPLAY_ONLY_TYPES.has(field.definition.type)) registered[name] = entered.get(name);
    else delete registered[name];
  };

  const load = (values: FormValues) => {
    entered.clear();
    for (const name of Object.keys(registered)) delete registered[name];
    for (const [name, field] of form.fields) if (field.definition.defaultValue !== undefined) entered.set(name, field.definition.defaultValue);
    for (const [name, value] of Object.entries(values)) if (form.fields.has(name)) entered.set(name, value);
    // Answers the definition implies (a list at its minimum, a sole N/A option): initial, not changes.
    for (const [name, field] of form.fields) {
      const current = entered.get(name);
      const initial = initialAnswer(field, current);
      if (initial !== current) entered.set(name, initial);
    }
    for (const name of form.evaluationOrder) {
      const field = form.fields.get(name);
      if (!field) continue;
      visible.set(name, isFieldVisible(field, read));
      register(name);
    }
    for (const step of form.steps) steps.set(step.id, isStepVisible(step, read));
    fieldSnapshots.clear();
    snapshot = undefined;
  };

  const notify = (changed: Iterable<string>) => {
    snapshot = undefined;
    for (const name of changed) {
      fieldSnapshots.delete(name);
      for (const listener of fieldListeners.get(name) ?? []) listener();
    }
    for (const listener of listeners) listener();
  };

  load(initialValues);

  return {
    getSnapshot() {
      snapshot ??= {
        values: { ...registered },
        visible: Object.fromEntries(visible),
        steps: Object.fromEntries(steps),
      };
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getFieldSnapshot(name) {
      let field = fieldSnapshots.get(name);
      if (!field) {
        field = { value: registered[name], visible: visible.get(name) ?? false };
        fieldSnapshots.set(name, field);
      }
      return field;
    },
    isStepVisible(stepId) {
      return steps.get(stepId) ?? false;
    },
    subscribeField(name, listener) {
      const set = fieldListeners.get(name) ?? new Set();
      fieldListeners.set(name, set.add(listener));
      return () => set.delete(listener);
    },
    setValue(name, value) {
      const field = form.fields.get(name);
      if (!field || Object.is(entered.get(name), value)) return [];
      entered.set(name, value);
      register(name);
      const changed = [name];
      for (const dependant of visibilityCascade(form, name)) {
        const dependantField = form.fields.get(dependant);
        if (!dependantField) continue;
        const now = isFieldVisible(dependantField, read);
        if (now === visible.get(dependant)) continue;
        visible.set(dependant, now);
        register(dependant);
        changed.push(dependant);
      }
      for (const step of form.steps) {
        if (step.condition?.dependencies.some((dependency) => changed.includes(dependency))) steps.set(step.id, isStepVisible(step, read));
      }
      notify(changed);
      return affectedFields(form, name);
    },
    getSubmission() {
      return { ...registered };
    },
    validate(options, names = form.fieldNames) {
      return validateFields(form, names, (name) => visible.get(name) === true, registered, options);
    },
    reset(values = {}) {
      load(values);
      notify(form.fieldNames);
    },
  };
}
