import { useCallback, useMemo, useRef } from 'react';
import type { FormController } from '../../../engine/forms/FormController';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form rendered on the server arrives without its confidential answers (`withheld`: the page's HTML
 * never carries them). Once the form runs in the browser they are asked again (`reload`) and put in
 * the questions the candidate has not changed meanwhile, without counting as a change (no draft save).
 * Until then nothing is saved or sent without them: `complete` waits for them and gives the form's
 * answers with them, so a draft saved early never loses a confidential answer.
 */
export function useWithheldAnswers(withheld: readonly string[] | undefined, reload: (() => Promise<Record<string, unknown>>) | undefined) {
  const controllerRef = useRef<FormController | undefined>(undefined);
  const pending = useRef<Promise<void> | undefined>(undefined);
  const names = useMemo(() => (withheld && withheld.length > 0 && reload ? [...withheld] : []), [withheld, reload]);

  /** Asks for the answers and fills the untouched questions; a failure is asked again at the next save. */
  const fill = useCallback((): Promise<void> => {
    const controller = controllerRef.current;
    if (names.length === 0 || !reload || !controller) return Promise.resolve();
    if (!pending.current) {
      const untouched = new Map(names.map((name) => [name, controller.store.getFieldSnapshot(name).value]));
      pending.current = reload().then(
        (values) => {
          for (const [name, shown] of untouched) {
            if (name in values && same(controller.store.getFieldSnapshot(name).value, shown)) controller.store.setValue(name, values[name]);
          }
        },
        (error: unknown) => {
          pending.current = undefined;
          throw error;
        },
      );
    }
    return pending.current;
  }, [names, reload]);

  const onController = useCallback(
    (controller: FormController) => {
      controllerRef.current = controller;
      fill().catch(() => undefined);
    },
    [fill],
  );

  const complete = useCallback(
    async (values: Record<string, unknown>): Promise<Record<string, unknown>> => {
      const controller = controllerRef.current;
      if (names.length === 0 || !controller) return values;
      await fill();
      return controller.store.getSubmission();
    },
    [names, fill],
  );

  return useMemo(() => ({ onController, complete }), [onController, complete]);
}
