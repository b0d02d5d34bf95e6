import type { CompiledForm } from './CompiledForm';
import { DISPLAY_ONLY_TYPES } from './fieldTypes';
import { validateForm, type ValidateFormOptions } from './validateForm';
import { computeVisibility, isStepVisible, type FormValues } from './visibility';

export interface StepStats {
  readonly id: string;
  readonly index: number;
  readonly visible: boolean;
  /** Shown questions marked newItem; instruction and info items never count. */
  readonly newQuestions: number;
  /** Shown questions with a message that the candidate has touched, or all of them once the form was submitted. */
  readonly errors: number;
}

export interface StepStatsOptions extends Omit<ValidateFormOptions, 'visibleOnly' | 'only'> {
  /** Names of the fields the candidate has left (blurred) at least once. */
  readonly touched: ReadonlySet<string>;
  /** Whether a submit was tried: from then on every error counts. */
  readonly submitted: boolean;
}

/**
 * The counts a stepper shows next to each step. An empty required question counts as an error like
 * any other, under the same condition (touched, or after the first submit): a fresh form shows no
 * errors. Hidden questions and hidden steps count nothing.
 */
export function stepStats(form: CompiledForm, values: FormValues, options: StepStatsOptions): StepStats[] {
  const { visible, values: registered } = computeVisibility(form, values);
  const counted = form.fieldNames.filter((name) => visible[name] && (options.submitted || options.touched.has(name)));
  const errors = validateForm(form, registered, { ...options, visibleOnly: true, only: counted });
  const errorFields = new Set(Object.keys(errors).map((key) => key.split('.')[0]));
  return form.steps.map((step) => {
    const shown = isStepVisible(step, registered);
    const names = shown ? step.fieldNames.filter((name) => visible[name]) : [];
    return {
      id: step.id,
      index: step.index,
      visible: shown,
      newQuestions: names.filter((name) => {
        const definition = form.fields.get(name)?.definition;
        return definition?.newItem === true && !DISPLAY_ONLY_TYPES.has(definition.type);
      }).length,
      errors: names.filter((name) => errorFields.has(name)).length,
    };
  });
}
