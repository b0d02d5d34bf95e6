import type { CompiledForm } from '../../engine/forms/CompiledForm';
import { DEFAULT_COUNTRY_CODE } from '../../engine/forms/formConstants';
import { formMessage, type Translate } from '../../engine/forms/formMessages';
import { isEmptyValue } from '../../engine/forms/isEmptyValue';
import { resolveApiEndpoint } from '../../engine/forms/resolveApiEndpoint';
import { validateSubmission } from '../../engine/forms/validateSubmission';
import type { FormErrors } from '../../engine/forms/validateForm';
import { knownTimeZone } from '../home/dashboard/calendarDaysUntil';
import { allowedOptionValues } from './formOptions';

export interface CheckedSubmission {
  readonly ok: boolean;
  /** What may be stored: visible questions only, text trimmed, unknown names dropped. */
  readonly data: Record<string, unknown>;
  readonly errors: FormErrors;
}

/** The candidate's calendar day (YYYY-MM-DD) in their time zone (X-Portico-Timezone), so date rules judge their today. */
export function candidateDay(now: Date, timeZoneHeader: unknown): string {
  const timeZone = knownTimeZone(timeZoneHeader);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today (the candidate's day in their time zone) and the messages' language (formValidationText; English without it). */
export interface CheckOptions {
  readonly now: Date;
  readonly timeZone: unknown;
  readonly translate?: Translate;
}

/**
 * The server's check of submitted answers: the forms engine's validateSubmission (the very code the
 * browser ran: hidden questions dropped, every visible one validated with the same messages), plus
 * what only the server can check: an answer of a dropdown fed by this server's option lists
 * (/api/pcsx/form_options/…) must be one of the options for the parent's answer.
 */
export function checkSubmission(form: CompiledForm, values: unknown, options: CheckOptions): CheckedSubmission {
  const result = validateSubmission(form, values, {
    now: candidateDay(options.now, options.timeZone),
    defaultCountry: DEFAULT_COUNTRY_CODE,
    translate: options.translate,
  });
  const errors: FormErrors = { ...result.errors };
  for (const [name, field] of form.fields) {
    const endpoint = field.definition.options?.apiEndpoint;
    const answer = result.data[name];
    if (!endpoint || errors[name] !== undefined || !Object.hasOwn(result.data, name) || isEmptyValue(answer)) continue;
    const resolved = resolveApiEndpoint(endpoint, result.data);
    const allowed = resolved === undefined ? new Set<string>() : allowedOptionValues(resolved);
    if (!allowed) continue;
    const answers = Array.isArray(answer) ? answer : [answer];
    if (!answers.every((one) => (typeof one === 'string' || typeof one === 'number') && allowed.has(String(one)))) {
      errors[name] = formMessage('choice', {}, options.translate);
    }
  }
  return { ok: Object.keys(errors).length === 0, data: result.data, errors };
}

/** Only the form's own top-level questions are kept in a draft: anything else a client sends is dropped. */
export function draftValues(form: CompiledForm, values: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const name of form.fieldNames) if (Object.hasOwn(values, name)) kept[name] = values[name];
  return kept;
}
