import type { PageFieldRule } from '../PageFormDefinition';
import { isEmptyValue } from '../isEmptyValue';
import { ruleMessage } from './ruleMessage';
import type { FieldValidator } from './RuleContext';

/** 'Enter a value greater than or equal to N.' */
export function minValueRule(rule: PageFieldRule): FieldValidator {
  return valueRule(rule, (number, limit) => number < limit, 'minValue');
}

/** 'Enter a value less than or equal to N.' */
export function maxValueRule(rule: PageFieldRule): FieldValidator {
  return valueRule(rule, (number, limit) => number > limit, 'maxValue');
}

function valueRule(rule: PageFieldRule, fails: (number: number, limit: number) => boolean, key: 'minValue' | 'maxValue'): FieldValidator {
  const limit = Number(rule.value);
  return (value, context) => {
    if (isEmptyValue(value)) return undefined;
    const number = toNumber(value);
    // Not a number at all is the number type's own message, not this rule's.
    if (number === undefined || !fails(number, limit)) return undefined;
    return ruleMessage(rule, key, { value: limit }, context);
  };
}

/** A number answer, typed or as text ('42', ' 4.5 '), or undefined when it is not a finite number. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.trim());
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}
