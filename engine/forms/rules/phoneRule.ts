import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js';
import type { PageFieldRule } from '../PageFormDefinition';
import type { FormMessageKey, MessageParams } from '../formMessages';
import { ruleMessage } from './ruleMessage';
import type { FieldValidator, RuleContext } from './RuleContext';

/** The answer of a phone question: the selected country (ISO), its calling code and the number as typed. */
export interface PhoneValue {
  countryCode?: string;
  callingCode?: string;
  number?: string;
}

/** Digits, spaces, parentheses, plus, minus and dot: what people type in phone numbers. */
const ALLOWED_PHONE_CHARACTERS = /^[\d\s()+\-.]+$/;

type LengthByCountry = NonNullable<PageFieldRule['lengthByCountry']>;

interface PhoneProblem {
  key: FormMessageKey;
  params?: MessageParams;
}

/**
 * The phone check: allowed characters, a known calling code, the per-country digit limits of
 * rule.lengthByCountry, then validity for the country (libphonenumber-js). Accepts a plain string
 * (read in the default country) or a PhoneValue. On a phone question it speaks as phoneFieldRule does.
 */
export function phoneRule(rule?: PageFieldRule): FieldValidator {
  return (value, context) => {
    const asField = context.field.type === 'phone';
    return report(checkPhone(value, context, rule?.lengthByCountry, asField ? 'phoneCharacters' : 'phone', asField), rule, context);
  };
}

/**
 * The check of a phone question: like phoneRule, but characters are explained ('Phone number is
 * invalid. Only use digits …') and a number needs its country ('Enter a valid phone number and country code').
 */
export function phoneFieldRule(rule?: PageFieldRule): FieldValidator {
  return (value, context) => report(checkPhone(value, context, rule?.lengthByCountry, 'phoneCharacters', true), rule, context);
}

function report(problem: PhoneProblem | undefined, rule: PageFieldRule | undefined, context: RuleContext): string | undefined {
  return problem && ruleMessage(rule, problem.key, problem.params ?? {}, context);
}

function checkPhone(
  value: unknown,
  context: RuleContext,
  lengthByCountry: LengthByCountry | undefined,
  charactersKey: FormMessageKey,
  needsCountry: boolean,
): PhoneProblem | undefined {
  const parts = toPhoneParts(value);
  const number = parts.number.trim();
  if (number === '') return undefined;
  if (!ALLOWED_PHONE_CHARACTERS.test(number)) return { key: charactersKey };
  const international = number.startsWith('+');
  if (needsCountry && !parts.countryCode && !parts.callingCode && !international) return { key: 'phoneCountry' };

  const country = parts.countryCode ? parts.countryCode.toUpperCase() : parts.callingCode ? undefined : context.defaultCountry;
  const callingCode = parts.callingCode?.replace(/^\+/, '');
  if (country !== undefined && !isSupportedCountry(country)) return { key: 'phoneCallingCode' };
  if (callingCode !== undefined && callingCode !== '' && !isKnownCallingCode(callingCode, country)) return { key: 'phoneCallingCode' };

  const text = international || !callingCode || country ? number : `+${callingCode} ${number}`;
  const defaultCountry = international ? undefined : (country as CountryCode | undefined);
  if (validatePhoneNumberLength(text, defaultCountry) === 'INVALID_COUNTRY') return { key: 'phoneCallingCode' };

  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  const limits = lengthByCountry?.[parsed?.country ?? country ?? ''];
  const digits = parsed ? parsed.nationalNumber.length : number.replace(/\D/g, '').length;
  if (limits?.minLength !== undefined && digits < limits.minLength) {
    return { key: 'phoneMinDigits', params: { minLength: limits.minLength } };
  }
  if (limits?.maxLength !== undefined && digits > limits.maxLength) {
    return { key: 'phoneMaxDigits', params: { maxLength: limits.maxLength } };
  }
  return parsed?.isValid() ? undefined : { key: 'phone' };
}

/** A phone answer as its parts; a plain string is a number without a chosen country. */
export function toPhoneParts(value: unknown): Required<Pick<PhoneValue, 'number'>> & PhoneValue {
  if (typeof value === 'string' || typeof value === 'number') return { number: String(value) };
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const text = (key: string) => (typeof record[key] === 'string' && record[key] !== '' ? (record[key] as string) : undefined);
    return { countryCode: text('countryCode'), callingCode: text('callingCode'), number: text('number') ?? '' };
  }
  return { number: '' };
}

function isKnownCallingCode(callingCode: string, country: string | undefined): boolean {
  if (country !== undefined) return getCountryCallingCode(country as CountryCode) === callingCode;
  return getCountries().some((code) => getCountryCallingCode(code) === callingCode);
}
