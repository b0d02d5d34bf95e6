import type { PageFieldRule } from '../PageFormDefinition';
import { isEmptyValue } from '../isEmptyValue';
import { ruleMessage } from './ruleMessage';
import type { FieldValidator } from './RuleContext';

// Dashes as formatSin writes them; spaces as printed on the card ('046 454 286') are accepted too.
const SIN = /^\d{3}([- ]?)\d{3}\1\d{3}$/;

/** The Luhn checksum Canadian SINs carry in their last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * Nine digits grouped 3-3-3 ('Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.'),
 * then the Luhn checksum ('Social insurance number is invalid.').
 */
export function sinRule(rule?: PageFieldRule): FieldValidator {
  return (value, context) => {
    if (isEmptyValue(value)) return undefined;
    const text = typeof value === 'string' ? value.trim() : '';
    if (!SIN.test(text)) return ruleMessage(rule, 'sinFormat', {}, context);
    return passesLuhn(text.replace(/\D/g, '')) ? undefined : ruleMessage(rule, 'sinChecksum', {}, context);
  };
}
