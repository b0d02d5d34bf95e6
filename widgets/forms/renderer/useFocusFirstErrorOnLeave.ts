import { useCallback, useRef, type FocusEvent } from 'react';
import type { FormController } from '../../../engine/forms/FormController';
import { focusFirstError } from './focusFirstError';

/**
 * "Validation runs on blur and focuses the first error" (spec section 4), without taking focus from
 * where the candidate is going. Each question is checked when it is left (FormController.blur);
 * moving between questions, to a step or to the form's buttons never moves focus. When focus leaves
 * the form for another part of the page while a question has a message, focus goes to the first such
 * question, once for that question: leaving again leaves (no keyboard trap), and only a different
 * first message does it again. Focus going nowhere (another window, a click on empty space) or to an
 * element around the form (a click on text focuses the page's <main tabindex=-1>) or into a dialog
 * or popover that opened over the page is left alone.
 * Submitting focuses the first message as well (PorticoForm).
 */
export function useFocusFirstErrorOnLeave(controller: FormController, formId: string, showAll: () => void) {
  const lastFocused = useRef<string | undefined>(undefined);
  return useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      const form = event.currentTarget;
      // Inside the form, nowhere, or an element around it (a click on a label's text focuses the
      // page's <main tabindex=-1> first): the candidate is not leaving.
      if (!(next instanceof Node) || form.contains(next) || next.contains(form)) return;
      // A dialog or popover that opened over the page (the log-in modal, the notification panel)
      // owns focus now: pulling it back would fight the dialog's focus trap.
      if (next instanceof Element && next.closest('[role="dialog"], [role="alertdialog"], [aria-modal="true"], [data-scope="popover"]')) return;
      const first = controller.firstErrorName();
      if (first === lastFocused.current) return;
      lastFocused.current = first;
      if (first !== undefined) showAll();
      focusFirstError(formId, first);
    },
    [controller, formId, showAll],
  );
}
