import type { CompiledForm } from './CompiledForm';
import { normalizeOnBlur } from './normalizeOnBlur';
import { validateForm, type FormErrors, type ValidateFormOptions } from './validateForm';
import { computeVisibility, type FormValues } from './visibility';

export interface SubmissionResult {
  readonly ok: boolean;
  /** What may be stored: answers of visible questions only, text trimmed, unknown names dropped. */
  readonly data: Record<string, unknown>;
  readonly errors: FormErrors;
}

/**
 * The server's check of a submitted form, with the code the browser ran: answers are normalised as
 * on blur, hidden questions' answers are dropped (a client cannot smuggle them in), then every
 * visible question is validated.
 */
export function validateSubmission(form: CompiledForm, submitted: unknown, options: Omit<ValidateFormOptions, 'visibleOnly' | 'only'>): SubmissionResult {
  const raw: FormValues = typeof submitted === 'object' && submitted !== null && !Array.isArray(submitted) ? (submitted as FormValues) : {};
  const normalized: Record<string, unknown> = {};
  for (const [name, field] of form.fields) {
    if (Object.hasOwn(raw, name)) normalized[name] = normalizeOnBlur(field.definition.type, raw[name], field.definition.items);
  }
  const { values } = computeVisibility(form, normalized);
  const errors = validateForm(form, values, { ...options, visibleOnly: true });
  return { ok: Object.keys(errors).length === 0, data: { ...values }, errors };
}
