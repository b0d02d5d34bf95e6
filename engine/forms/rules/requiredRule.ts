import type { PageFieldRule } from '../PageFormDefinition';
import { isEmptyValue } from '../isEmptyValue';
import { ruleMessage } from './ruleMessage';
import type { FieldValidator } from './RuleContext';

/** Labels up to this many characters (after trailing punctuation is stripped) name the field in the message. */
export const REQUIRED_LABEL_MAX_LENGTH = 30;

// Only sentence punctuation and the asterisk authors add to labels; closing brackets and quotes belong to the name.
const TRAILING_PUNCTUATION = /[\s.,:;?!*…]+$/u;

/** The field's name as the required message uses it ('Email address:' → 'Email address'), or undefined for long or empty labels. */
export function requiredLabelName(label: string | undefined): string | undefined {
  const name = (label ?? '').trim().replace(TRAILING_PUNCTUATION, '');
  return name && name.length <= REQUIRED_LABEL_MAX_LENGTH ? name : undefined;
}

/**
 * Fails an empty answer with '{name} is required' for short labels, 'This field is required' for long
 * ones. What is empty depends on the type: radio null or '', no files, no list entries, no date-range ends.
 */
export function requiredRule(rule?: PageFieldRule): FieldValidator {
  return (value, context) => {
    if (!isEmptyValue(value, context.field.type)) return undefined;
    const name = requiredLabelName(context.field.label);
    return name === undefined ? ruleMessage(rule, 'required', {}, context) : ruleMessage(rule, 'requiredNamed', { name }, context);
  };
}
