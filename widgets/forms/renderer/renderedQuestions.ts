import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CompiledStep } from '../../../engine/forms/CompiledForm';

/** A form of up to this many questions renders them all at once. */
export const RENDER_AT_ONCE = 60;
/** A longer form first renders this many (more than a tall screen shows), then the rest while the browser is idle. */
export const FIRST_QUESTIONS = 30;
/** Questions rendered in each idle period after the first ones. */
const QUESTIONS_PER_IDLE = 50;

export interface RenderedQuestions {
  /** How many questions, counted in the form's order across its steps, are rendered. */
  readonly count: number;
  /** Renders every question now (before focusing one that may not be rendered yet: a message, a chosen step). */
  readonly showAll: () => void;
}

export const RenderedQuestionsContext = createContext<RenderedQuestions>({ count: Number.POSITIVE_INFINITY, showAll: () => undefined });

/** The number of its questions the step being rendered shows (PorticoObjectFieldTemplate); all outside a form's layout. */
export const StepQuestionLimitContext = createContext(Number.POSITIVE_INFINITY);

/** When the browser is idle (a timer where it cannot say: Safari, jsdom). */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 500 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 1);
  return () => clearTimeout(handle);
}

/**
 * Only the first screen of a long form needs to render at once: the first FIRST_QUESTIONS questions
 * render with the form, the rest QUESTIONS_PER_IDLE at a time in idle periods, as a transition (input
 * goes first). Everything is rendered within a moment (find-in-page then finds any question), and
 * showAll renders it at once when a question further on must be focused.
 */
export function useRenderedQuestions(total: number): RenderedQuestions {
  const [count, setCount] = useState(() => (total <= RENDER_AT_ONCE ? total : FIRST_QUESTIONS));
  useEffect(() => {
    if (count >= total) return;
    return whenIdle(() => startTransition(() => setCount((shown) => Math.min(total, shown + QUESTIONS_PER_IDLE))));
  }, [count, total]);
  const showAll = useCallback(() => {
    if (count < total) flushSync(() => setCount(total));
  }, [count, total]);
  return useMemo(() => ({ count, showAll }), [count, showAll]);
}

/** How many questions of each step are rendered, given the count across the steps in their order. */
export function questionsShownPerStep(steps: readonly CompiledStep[], count: number): number[] {
  let before = 0;
  return steps.map((step) => {
    const shown = Math.max(0, Math.min(step.fieldNames.length, count - before));
    before += step.fieldNames.length;
    return shown;
  });
}

export function useRenderedQuestionsContext(): RenderedQuestions {
  return useContext(RenderedQuestionsContext);
}
