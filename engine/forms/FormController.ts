import type { CompiledForm } from './CompiledForm';
import { createFormStore, type FormStore } from './createFormStore';
import type { Translate } from './formMessages';
import { DEPENDENT_QUESTION_DEBOUNCE_MS } from './formConstants';
import { normalizeOnBlur } from './normalizeOnBlur';
import { countStep, sameStepStats, type StepStats } from './stepStats';
import type { FormErrors } from './validateForm';
import type { FormValues } from './visibility';

export interface FormControllerOptions {
  readonly translate?: Translate;
  readonly defaultCountry?: string;
  /** Today; a fixed day in tests. */
  readonly now?: () => Date | string;
  /**
   * Called after every change of an answer with a reader of the registered answers (the page
   * debounces its draft saves and reads them when it saves: no copy of the answers per keystroke).
   */
  readonly onValuesChange?: (readValues: () => Record<string, unknown>) => void;
}

/** How long step counts wait after a change: re-checking a step's questions is not keystroke work. */
const STATS_DEBOUNCE_MS = 150;

/**
 * One form being filled in: the FormStore (answers, visibility with value memory) plus what
 * the page adds: messages, touched questions, whether a submit was tried, step counts. Every piece is
 * observable per question, so a keystroke re-renders only the question typed in (and, 50 ms later,
 * the questions whose rules depend on it). Framework-agnostic like the store: React binds both with
 * useSyncExternalStore (widgets/forms/controller/FormControllerContext.ts).
 */
export class FormController {
  readonly store: FormStore;
  private readonly errors = new Map<string, string>();
  private readonly errorListeners = new Map<string, Set<() => void>>();
  private readonly statsListeners = new Set<() => void>();
  private readonly touched = new Set<string>();
  private submitted = false;
  private stats: StepStats[] | undefined;
  /** Steps to count again at the next read of the counts, and those a change reached since the last count was published. */
  private readonly staleSteps = new Set<string>();
  private readonly pendingSteps = new Set<string>();
  /** Whether the store is changing through this controller (a change made on the store directly makes every count stale). */
  private changing = false;
  private pendingDependants = new Set<string>();
  private dependantTimer: ReturnType<typeof setTimeout> | undefined;
  private statsTimer: ReturnType<typeof setTimeout> | undefined;

  private readonly readValues = () => this.store.getSubmission();

  constructor(
    readonly form: CompiledForm,
    initialValues: FormValues = {},
    private readonly options: FormControllerOptions = {},
  ) {
    this.store = createFormStore(form, initialValues);
    this.store.subscribe(() => {
      if (this.changing) return;
      this.markAllSteps();
      this.scheduleStats();
    });
  }

  /** The country a phone answer without one is read in (and its field starts with). */
  get defaultCountry(): string | undefined {
    return this.options.defaultCountry;
  }

  private context() {
    return { now: this.options.now?.() ?? new Date(), defaultCountry: this.options.defaultCountry, translate: this.options.translate };
  }

  /** Records an answer; dependants are re-checked after the 50 ms dependent-question debounce. */
  setValue(name: string, value: unknown): void {
    this.changing = true;
    let affected: readonly string[];
    try {
      affected = this.store.setValue(name, value);
    } finally {
      this.changing = false;
    }
    this.markSteps([name, ...affected]);
    if (this.errors.has(name)) this.validateNames([name]);
    for (const dependant of affected) if (this.submitted || this.touched.has(dependant)) this.pendingDependants.add(dependant);
    if (this.pendingDependants.size > 0) {
      clearTimeout(this.dependantTimer);
      this.dependantTimer = setTimeout(() => {
        const names = [...this.pendingDependants];
        this.pendingDependants.clear();
        this.validateNames(names);
      }, DEPENDENT_QUESTION_DEBOUNCE_MS);
    }
    this.scheduleStats();
    this.options.onValuesChange?.(this.readValues);
  }

  /** Leaving a question: its text is trimmed, it counts as touched and is checked. */
  blur(name: string): void {
    const field = this.form.fields.get(name);
    if (!field) return;
    const current = this.store.getFieldSnapshot(name).value;
    const normalized = normalizeOnBlur(field.definition.type, current, field.definition.items);
    if (normalized !== current) this.setValue(name, normalized);
    this.touched.add(name);
    this.validateNames([name]);
    this.markSteps([name]);
    this.scheduleStats(0);
  }

  /** Checks every shown question (a submit): returns the messages, the first in form order first. */
  validateAll(): FormErrors {
    this.submitted = true;
    const found = this.store.validate(this.context());
    this.replaceErrors(found);
    this.markAllSteps();
    this.scheduleStats(0);
    return this.orderedErrors(found);
  }

  /** Checks the questions of one step (the stepper's Next): they count as touched from now on. */
  validateStep(stepId: string): FormErrors {
    const step = this.form.steps.find((candidate) => candidate.id === stepId);
    if (!step) return {};
    for (const name of step.fieldNames) this.touched.add(name);
    const found = this.validateNames(step.fieldNames);
    this.markSteps(step.fieldNames);
    this.scheduleStats(0);
    return found;
  }

  /** Messages the server sent back for a refused submission, shown under their questions. */
  setServerErrors(fieldErrors: Readonly<Record<string, string>>): void {
    this.submitted = true;
    for (const [name, message] of Object.entries(fieldErrors)) this.setError(name, message);
    this.markAllSteps();
    this.scheduleStats(0);
  }

  getError(key: string): string | undefined {
    return this.errors.get(key);
  }

  subscribeError(key: string, listener: () => void): () => void {
    const set = this.errorListeners.get(key) ?? new Set();
    this.errorListeners.set(key, set.add(listener));
    return () => set.delete(listener);
  }

  /** The first question (in form order) with a message, or undefined. */
  firstErrorName(): string | undefined {
    for (const name of this.form.fieldNames) {
      if (this.errors.has(name)) return name;
      for (const key of this.errors.keys()) if (key.startsWith(`${name}.`)) return key;
    }
    return undefined;
  }

  isSubmitted(): boolean {
    return this.submitted;
  }

  /**
   * The counts next to each step. Only the steps a change reached are counted again, against the
   * store's visibility; when no count changed the same array comes back (the step list does not re-render).
   */
  getStepStats(): readonly StepStats[] {
    const previous = this.stats;
    if (previous && this.staleSteps.size === 0) return previous;
    const options = { ...this.context(), touched: this.touched, submitted: this.submitted };
    const { store } = this;
    const isVisible = (name: string) => store.getFieldSnapshot(name).visible;
    const validate = (names: readonly string[]) => store.validate(options, names);
    const next = this.form.steps.map((step, index) => {
      const old = previous?.[index];
      if (old && !this.staleSteps.has(step.id)) return old;
      const counted = countStep(this.form, step, { shown: store.isStepVisible(step.id), isVisible, validate }, options);
      return old && sameStepStats(old, counted) ? old : counted;
    });
    this.staleSteps.clear();
    if (!previous || next.some((stats, index) => stats !== previous[index])) this.stats = next;
    return this.stats as StepStats[];
  }

  subscribeStats(listener: () => void): () => void {
    this.statsListeners.add(listener);
    return () => this.statsListeners.delete(listener);
  }

  dispose(): void {
    clearTimeout(this.dependantTimer);
    clearTimeout(this.statsTimer);
  }

  private validateNames(names: readonly string[]): FormErrors {
    const found = this.store.validate(this.context(), names);
    for (const name of names) {
      for (const key of [...this.errors.keys()]) if (key === name || key.startsWith(`${name}.`)) this.setError(key, found[key]);
    }
    for (const [key, message] of Object.entries(found)) this.setError(key, message);
    return found;
  }

  private replaceErrors(found: FormErrors): void {
    for (const key of [...this.errors.keys()]) if (!(key in found)) this.setError(key, undefined);
    for (const [key, message] of Object.entries(found)) this.setError(key, message);
  }

  private setError(key: string, message: string | undefined): void {
    if (this.errors.get(key) === message) return;
    if (message === undefined) this.errors.delete(key);
    else this.errors.set(key, message);
    for (const listener of this.errorListeners.get(key) ?? []) listener();
  }

  private orderedErrors(found: FormErrors): FormErrors {
    const position = new Map(this.form.fieldNames.map((name, index) => [name, index]));
    const rank = (key: string) => position.get(key.split('.')[0] ?? key) ?? Number.MAX_SAFE_INTEGER;
    return Object.fromEntries(Object.entries(found).sort(([a], [b]) => rank(a) - rank(b)));
  }

  /** The steps of these questions (and the steps whose own condition reads them) need counting again. */
  private markSteps(names: readonly string[]): void {
    for (const name of names) {
      const field = this.form.fields.get(name);
      if (field) this.pendingSteps.add(field.sectionId);
    }
    for (const step of this.form.steps) if (step.condition?.dependencies.some((dependency) => names.includes(dependency))) this.pendingSteps.add(step.id);
  }

  private markAllSteps(): void {
    for (const step of this.form.steps) this.pendingSteps.add(step.id);
  }

  private scheduleStats(delay = STATS_DEBOUNCE_MS): void {
    clearTimeout(this.statsTimer);
    this.statsTimer = setTimeout(() => {
      for (const id of this.pendingSteps) this.staleSteps.add(id);
      this.pendingSteps.clear();
      for (const listener of this.statsListeners) listener();
    }, delay);
  }
}
