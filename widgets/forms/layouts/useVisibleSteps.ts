import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { CompiledForm, CompiledStep } from '../../../engine/forms/CompiledForm';
import { useFormRuntime } from '../controller/FormControllerContext';

const ALL_SHOWN = () => '';
const NEVER = () => () => {};

/**
 * The steps whose section is shown. It listens only to the questions step conditions read, so a
 * keystroke elsewhere costs nothing here (and a form without step conditions listens to nothing).
 */
export function useVisibleSteps(form: CompiledForm): readonly CompiledStep[] {
  const { store } = useFormRuntime().controller;
  const conditionFields = useMemo(() => [...new Set(form.steps.flatMap((step) => step.condition?.dependencies ?? []))], [form]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = conditionFields.map((name) => store.subscribeField(name, listener));
      return () => stops.forEach((stop) => stop());
    },
    [store, conditionFields],
  );
  const get = useCallback(() => {
    const shown = store.getSnapshot().steps;
    return form.steps
      .filter((step) => shown[step.id] === false)
      .map((step) => step.id)
      .join('\u0000');
  }, [store, form]);
  const read = conditionFields.length === 0 ? ALL_SHOWN : get;
  // The same answers on the server and while hydrating (the page's saved draft): the same steps.
  const hidden = useSyncExternalStore(conditionFields.length === 0 ? NEVER : subscribe, read, read);
  return useMemo(() => {
    const ids = new Set(hidden === '' ? [] : hidden.split('\u0000'));
    return form.steps.filter((step) => !ids.has(step.id));
  }, [hidden, form]);
}
