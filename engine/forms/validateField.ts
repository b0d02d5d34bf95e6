import type { CompiledField } from './CompiledForm';
import { DEFAULT_COUNTRY_CODE } from './formConstants';
import type { Translate } from './formMessages';
import { isEmptyValue } from './isEmptyValue';
import type { RuleContext } from './rules/RuleContext';
import { DISPLAY_ONLY_TYPES } from './fieldTypes';

/** What checking an answer needs besides the answer: the other answers, today, the default phone country. */
export interface ValidationContext {
  readonly values: Readonly<Record<string, unknown>>;
  readonly now: Date | string;
  /** Defaults to US. */
  readonly defaultCountry?: string;
  readonly translate?: Translate;
}

/**
 * The first message for an answer, or undefined when it passes: required first, then (for a given
 * answer) the type's own checks and the rules in order. Empty answers skip the rules, which is how
 * "skipped when empty and not required" holds for every rule. Text items and read-only questions are
 * never checked: the candidate could not fix them. A dynamic list is always counted (an entry list
 * below its minimum is malformed whatever it holds); its entries are checked by validateListEntries.
 */
export function validateField(field: CompiledField, value: unknown, context: ValidationContext): string | undefined {
  const { definition } = field;
  if (DISPLAY_ONLY_TYPES.has(definition.type) || definition.readonly === true) return undefined;
  const ruleContext: RuleContext = {
    values: context.values,
    field: definition,
    now: context.now,
    defaultCountry: context.defaultCountry ?? DEFAULT_COUNTRY_CODE,
    translate: context.translate,
  };
  const isList = definition.type === 'dynamicList';
  const checked = isList && (value === undefined || value === null) ? [] : value;
  const requiredMessage = field.requiredValidator?.(checked, ruleContext);
  if (requiredMessage !== undefined) return requiredMessage;
  if (!isList && isEmptyValue(checked, definition.type)) return undefined;
  for (const validator of field.validators) {
    const message = validator(checked, ruleContext);
    if (message !== undefined) return message;
  }
  return undefined;
}
