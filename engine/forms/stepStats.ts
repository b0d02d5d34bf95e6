import type { CompiledForm, CompiledStep } from './CompiledForm';
import { DISPLAY_ONLY_TYPES } from './fieldTypes';
import type { FormErrors, ValidateFormOptions } from './validateForm';

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

/** What counting one step needs to know of the answers: a form store, or visibility computed for a set of answers. */
export interface StepView {
  /** Whether the step (section) itself is shown. */
  readonly shown: boolean;
  isVisible(name: string): boolean;
  /** The messages of these shown fields, against the registered answers. */
  validate(names: readonly string[]): FormErrors;
}

/**
 * One step's counts, the ones a stepper shows next to it. An empty required question counts as an
 * error like any other, under the same condition (touched, or after the first submit): a fresh form
 * shows no errors. Hidden questions and hidden steps count nothing. FormController keeps the counts per
 * step and counts again only the steps a change reaches, against its store's visibility: a
 * thousand-question form is not checked whole after each change.
 */
export function countStep(form: CompiledForm, step: CompiledStep, view: StepView, options: StepStatsOptions): StepStats {
  const names = view.shown ? step.fieldNames.filter((name) => view.isVisible(name)) : [];
  const counted = names.filter((name) => options.submitted || options.touched.has(name));
  const errorFields = new Set(Object.keys(counted.length === 0 ? {} : view.validate(counted)).map((key) => key.split('.')[0]));
  return {
    id: step.id,
    index: step.index,
    visible: view.shown,
    newQuestions: names.filter((name) => {
      const definition = form.fields.get(name)?.definition;
      return definition?.newItem === true && !DISPLAY_ONLY_TYPES.has(definition.type);
    }).length,
    errors: names.filter((name) => errorFields.has(name)).length,
  };
}

/** Whether two counts of a step are the same (a recount that changed nothing keeps the old object). */
export function sameStepStats(a: StepStats | undefined, b: StepStats): boolean {
  return a !== undefined && a.id === b.id && a.index === b.index && a.visible === b.visible && a.newQuestions === b.newQuestions && a.errors === b.errors;
}
