// The React binding of the engine's FormController (engine/forms/FormController.ts), as useSyncExternalStore hooks per question.
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { StepStats } from '../../../engine/forms/stepStats';
import type { FormController } from '../../../engine/forms/FormController';

export interface FormRuntime {
  readonly controller: FormController;
  /** View mode: answers are shown as text, confidential ones as [ CONFIDENTIAL ]. */
  readonly viewMode: boolean;
  /** Every input disabled (a submitted form, or while it is being sent). */
  readonly disabled: boolean;
}

export const FormRuntimeContext = createContext<FormRuntime | null>(null);

export function useFormRuntime(): FormRuntime {
  const runtime = useContext(FormRuntimeContext);
  if (!runtime) throw new Error('useFormRuntime must be used inside a Portico form.');
  return runtime;
}

/** Whether a question shows; a keystroke in it does not re-render what only needs this. */
export function useFieldVisible(name: string): boolean {
  const { store } = useFormRuntime().controller;
  const subscribe = useCallback((listener: () => void) => store.subscribeField(name, listener), [store, name]);
  const get = useCallback(() => store.getFieldSnapshot(name).visible, [store, name]);
  return useSyncExternalStore(subscribe, get, get);
}

/** A question's answer alone. */
export function useFieldValue(name: string): unknown {
  const { store } = useFormRuntime().controller;
  const subscribe = useCallback((listener: () => void) => store.subscribeField(name, listener), [store, name]);
  const get = useCallback(() => store.getFieldSnapshot(name).value, [store, name]);
  return useSyncExternalStore(subscribe, get, get);
}

/** The message of a question (or of a list entry's question, keyed list.index.field). */
export function useFieldError(key: string): string | undefined {
  const { controller } = useFormRuntime();
  const subscribe = useCallback((listener: () => void) => controller.subscribeError(key, listener), [controller, key]);
  const get = useCallback(() => controller.getError(key), [controller, key]);
  return useSyncExternalStore(subscribe, get, get);
}

export function useStepStats(): readonly StepStats[] {
  const { controller } = useFormRuntime();
  const subscribe = useCallback((listener: () => void) => controller.subscribeStats(listener), [controller]);
  const get = useCallback(() => controller.getStepStats(), [controller]);
  return useSyncExternalStore(subscribe, get, get);
}
