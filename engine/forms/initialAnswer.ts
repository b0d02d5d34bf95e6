import type { CompiledField } from './CompiledForm';
import { NOT_APPLICABLE_VALUE } from './formConstants';
import { isEmptyValue } from './isEmptyValue';
import { initialListEntries } from './listControls';

/**
 * The answer a question starts with when the form loads, from its definition alone: a dynamic list
 * starts with its minimum number of entries, a select whose only fixed option is N/A starts on it.
 * The store applies these while it loads, so they are initial values, not changes: they do not make
 * the form dirty (no draft is saved for them). Returns `current` when nothing applies.
 */
export function initialAnswer(field: CompiledField, current: unknown): unknown {
  const { definition } = field;
  if (definition.type === 'dynamicList') {
    return !Array.isArray(current) && (field.listLimits?.min ?? 0) > 0 ? initialListEntries(field) : current;
  }
  if (definition.type === 'select' || definition.type === 'dropdown') {
    const options = definition.options;
    const choices = options?.apiEndpoint || options?.apiCall ? [] : (options?.choices ?? []);
    const only = choices.length === 1 ? choices[0] : undefined;
    if (only && String(only.value) === NOT_APPLICABLE_VALUE && isEmptyValue(current)) return options?.multiple ? [only.value] : only.value;
  }
  return current;
}
