import type { PageFieldRule } from '../PageFormDefinition';
import { isEmptyValue } from '../isEmptyValue';
import { ruleMessage } from './ruleMessage';
import type { FieldValidator } from './RuleContext';

// Dashes as formatSsn writes them; spaces are accepted too, for answers pasted or sent without the formatter.
const SSN = /^\d{3}([- ]?)\d{2}\1\d{4}$/;

export function isSsn(text: string): boolean {
  return SSN.test(text.trim());
}

/** 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.' for anything but nine digits grouped 3-2-4. */
export function ssnRule(rule?: PageFieldRule): FieldValidator {
  return (value, context) => {
    if (isEmptyValue(value)) return undefined;
    return typeof value === 'string' && isSsn(value) ? undefined : ruleMessage(rule, 'ssn', {}, context);
  };
}
