import type { PageChoice } from './PageFormDefinition';
import { NOT_APPLICABLE_VALUE } from './formConstants';

/** Options sorted by label when the definition asks for it (asc or desc), else as given. A new array either way. */
export function sortChoices(choices: readonly PageChoice[], order: 'asc' | 'desc' | undefined): PageChoice[] {
  if (order === undefined) return [...choices];
  const sorted = [...choices].sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true, sensitivity: 'base' }));
  return order === 'desc' ? sorted.reverse() : sorted;
}

export interface ReconciledChoice {
  /** The answer to keep: unchanged (the same reference) when it is still among the options. */
  readonly value: unknown;
  /** The only option is N/A: it is chosen for the candidate and the input is disabled. */
  readonly locked: boolean;
  /** There are no options: the widget shows 'Not Applicable' (error catalogue) instead of an input. */
  readonly notApplicable: boolean;
}

/**
 * Applies the select rules of spec section 4 once the options are known (call it after they load, not
 * while they do): an answer no longer among the options is reset, a sole N/A option is selected and
 * locked, and no options at all means not applicable.
 */
export function reconcileChoices(value: unknown, choices: readonly PageChoice[], multiple = false): ReconciledChoice {
  if (choices.length === 0) return { value: multiple ? [] : undefined, locked: false, notApplicable: true };
  const only = choices.length === 1 ? choices[0] : undefined;
  if (only && String(only.value) === NOT_APPLICABLE_VALUE) {
    return { value: multiple ? [only.value] : only.value, locked: true, notApplicable: false };
  }
  const allowed = new Set(choices.map((choice) => String(choice.value)));
  if (multiple) {
    const answers = Array.isArray(value) ? value : [];
    const kept = answers.filter((answer) => allowed.has(String(answer)));
    return { value: kept.length === answers.length ? value : kept, locked: false, notApplicable: false };
  }
  const present = value !== undefined && value !== null && value !== '';
  return { value: present && !allowed.has(String(value)) ? undefined : value, locked: false, notApplicable: false };
}
