import type { PageFieldRule } from '../PageFormDefinition';
import { isEmptyValue } from '../isEmptyValue';
import { ruleMessage } from './ruleMessage';
import type { FieldValidator } from './RuleContext';

/** The address shown in the message's "{email}" as an example of the expected format. */
export const EMAIL_FORMAT_EXAMPLE = 'name@example.com';

// Standard check: something@something.something, no spaces, one @.
const STANDARD_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Strict check: the HTML living standard's valid e-mail address, plus a top-level domain of letters.
const STRICT_EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Longest address SMTP can deliver to (RFC 5321). */
const MAX_EMAIL_LENGTH = 254;

export function isEmail(text: string): boolean {
  return STANDARD_EMAIL.test(text.trim());
}

/** The stricter variant: no dots at the ends of the local part or in a row, a real domain shape, 254 characters at most. */
export function isStrictEmail(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && STRICT_EMAIL.test(trimmed);
}

/** 'Email is invalid. Use the format "name@example.com".' Empty answers pass (required decides). */
export function emailRule(rule?: PageFieldRule): FieldValidator {
  return checkWith(isEmail, rule);
}

export function strictEmailRule(rule?: PageFieldRule): FieldValidator {
  return checkWith(isStrictEmail, rule);
}

function checkWith(test: (text: string) => boolean, rule: PageFieldRule | undefined): FieldValidator {
  return (value, context) => {
    if (isEmptyValue(value)) return undefined;
    if (typeof value === 'string' && test(value)) return undefined;
    return ruleMessage(rule, 'email', { email: EMAIL_FORMAT_EXAMPLE }, context);
  };
}
