import { isSupportedCountry } from 'libphonenumber-js';
import type { FieldType, RuleType } from '../../../schemas/generated/forms/form-definition';
import type { PageFieldRule } from '../PageFormDefinition';
import { parseCalendarDay } from '../calendarDay';
import { DISPLAY_ONLY_TYPES, FIELD_TYPES, FILE_TYPES } from '../fieldTypes';
import { noFutureStartRule } from './dateRangeRules';
import { dateComparisonRule, dateRule } from './dateRules';
import { emailRule, strictEmailRule } from './emailRule';
import { maxCumulativeFileSizeRule, maxFileSizeRule } from './fileRules';
import { maxLengthRule, minLengthRule } from './lengthRules';
import { phoneRule } from './phoneRule';
import { regexRule } from './regexRule';
import { requiredRule } from './requiredRule';
import type { FieldValidator } from './RuleContext';
import { sinRule } from './sinRule';
import { ssnRule } from './ssnRule';
import { maxValueRule, minValueRule } from './valueRules';

/** A problem with a rule object itself, at a property of the rule. */
export interface RuleConfigProblem {
  property: keyof PageFieldRule;
  message: string;
}

interface RuleSpec {
  /** The question types the rule can check. */
  appliesTo: ReadonlySet<FieldType>;
  create: (rule: PageFieldRule) => FieldValidator;
  check?: (rule: PageFieldRule) => RuleConfigProblem | undefined;
  /**
   * An upper bound: a value only grows out of it, never into it as the candidate types, so a draft is
   * held to it too (validateDraft). The other rules (formats, minimums, date windows) wait for the submission.
   */
  bound?: true;
}

const ANSWERABLE = new Set(FIELD_TYPES.filter((type) => !DISPLAY_ONLY_TYPES.has(type)));
const DATE = new Set<FieldType>(['date']);
const LENGTH_TYPES = new Set<FieldType>(['text', 'textarea', 'email', ...FILE_TYPES, 'dynamicList', 'skillSelector', 'checkbox', 'select', 'dropdown']);

const nonNegativeInteger = (rule: PageFieldRule) =>
  typeof rule.value === 'number' && Number.isInteger(rule.value) && rule.value >= 0
    ? undefined
    : { property: 'value' as const, message: `should be a whole number of 0 or more (the ${rule.type} limit)` };
const finiteNumber = (rule: PageFieldRule) =>
  typeof rule.value === 'number' && Number.isFinite(rule.value)
    ? undefined
    : { property: 'value' as const, message: `should be a number (the ${rule.type} limit)` };
const positiveNumber = (rule: PageFieldRule) =>
  typeof rule.value === 'number' && rule.value > 0 ? undefined : { property: 'value' as const, message: 'should be a number of megabytes above 0' };
const dateLimit = (rule: PageFieldRule) => (isDateLimit(rule.value) ? undefined : { property: 'value' as const, message: DATE_LIMIT_EXPECTED });
const dateLimits = (rule: PageFieldRule) =>
  Array.isArray(rule.value) && rule.value.length === 2 && rule.value.every(isDateLimit)
    ? betweenOrder(rule.value)
    : { property: 'value' as const, message: `should be a [from, to] pair, each ${DATE_LIMIT_EXPECTED.replace('should be ', '')}` };

const DATE_LIMIT_EXPECTED = 'should be a date (YYYY-MM-DD) or a whole number of days from today';

/** Every rule type: where it applies, how it checks, and what a well-formed rule object looks like. */
export const RULE_CATALOG: Readonly<Record<RuleType, RuleSpec>> = {
  required: { appliesTo: ANSWERABLE, create: requiredRule },
  email: { appliesTo: new Set(['text', 'email']), create: emailRule },
  strictEmail: { appliesTo: new Set(['text', 'email']), create: strictEmailRule },
  phone: { appliesTo: new Set(['text', 'phone']), create: phoneRule, check: checkPhoneLengths },
  ssn: { appliesTo: new Set(['text', 'ssn']), create: ssnRule },
  sin: { appliesTo: new Set(['text', 'sin']), create: sinRule },
  regex: { appliesTo: new Set(['text', 'textarea', 'email', 'phone', 'ssn', 'sin', 'number']), create: regexRule, check: checkPattern },
  minLength: { appliesTo: LENGTH_TYPES, create: minLengthRule, check: nonNegativeInteger },
  maxLength: { appliesTo: LENGTH_TYPES, create: maxLengthRule, check: nonNegativeInteger, bound: true },
  minValue: { appliesTo: new Set(['number', 'star_rating']), create: minValueRule, check: finiteNumber },
  maxValue: { appliesTo: new Set(['number', 'star_rating']), create: maxValueRule, check: finiteNumber, bound: true },
  isToday: { appliesTo: DATE, create: dateRule },
  isInFuture: { appliesTo: DATE, create: dateRule },
  isInPast: { appliesTo: DATE, create: dateRule },
  isOn: { appliesTo: DATE, create: dateRule, check: dateLimit },
  isBefore: { appliesTo: DATE, create: dateRule, check: dateLimit },
  isAfter: { appliesTo: DATE, create: dateRule, check: dateLimit },
  isBetween: { appliesTo: DATE, create: dateRule, check: dateLimits },
  isNotBetween: { appliesTo: DATE, create: dateRule, check: dateLimits },
  isRelativeToToday: { appliesTo: DATE, create: dateRule, check: checkRelative },
  date_comparison: { appliesTo: DATE, create: dateComparisonRule, check: checkComparison },
  noFutureStart: { appliesTo: new Set(['dateRange']), create: noFutureStartRule },
  maxFileSizeMB: { appliesTo: FILE_TYPES, create: maxFileSizeRule, check: positiveNumber, bound: true },
  maxCumulativeFileSizeMB: { appliesTo: FILE_TYPES, create: maxCumulativeFileSizeRule, check: positiveNumber, bound: true },
};

export const RULE_TYPES = Object.keys(RULE_CATALOG) as RuleType[];

export function isRuleType(type: unknown): type is RuleType {
  return typeof type === 'string' && Object.hasOwn(RULE_CATALOG, type);
}

/** Whether a draft is held to the rule too (an upper bound, see RuleSpec.bound). */
export function isBoundRule(rule: PageFieldRule): boolean {
  return isRuleType(rule.type) && RULE_CATALOG[rule.type].bound === true;
}

/** The validator of a rule, or undefined for a rule the catalogue does not know or cannot build (the compiler reports those). */
export function createRuleValidator(rule: PageFieldRule): FieldValidator | undefined {
  if (!isRuleType(rule.type) || RULE_CATALOG[rule.type].check?.(rule)) return undefined;
  try {
    return RULE_CATALOG[rule.type].create(rule);
  } catch {
    return undefined;
  }
}

function isDateLimit(value: unknown): boolean {
  return (typeof value === 'number' && Number.isInteger(value)) || parseCalendarDay(value) !== undefined;
}

function betweenOrder([from, to]: unknown[]): RuleConfigProblem | undefined {
  // Only two dates, or two offsets, can be ordered without knowing today.
  const comparable = typeof from === typeof to;
  return comparable && (from as string | number) > (to as string | number)
    ? { property: 'value', message: `starts after it ends: ${JSON.stringify(from)} is later than ${JSON.stringify(to)}` }
    : undefined;
}

function checkPattern(rule: PageFieldRule): RuleConfigProblem | undefined {
  if (typeof rule.value !== 'string') return { property: 'value', message: 'should be a regular expression written as text, e.g. "^[A-Z]{2}\\\\d{4}$"' };
  try {
    new RegExp(rule.value, rule.flags ?? '');
    return undefined;
  } catch (error) {
    return { property: 'value', message: `is not a valid regular expression (${error instanceof Error ? error.message : String(error)})` };
  }
}

function checkRelative(rule: PageFieldRule): RuleConfigProblem | undefined {
  if (rule.direction !== 'past' && rule.direction !== 'next') return { property: 'direction', message: 'should be "past" or "next"' };
  if (typeof rule.duration !== 'number' || !Number.isInteger(rule.duration) || rule.duration < 0) {
    return { property: 'duration', message: 'should be a whole number of 0 or more' };
  }
  if (!['day', 'week', 'month', 'year'].includes(String(rule.unit))) return { property: 'unit', message: 'should be "day", "week", "month" or "year"' };
  return undefined;
}

function checkComparison(rule: PageFieldRule): RuleConfigProblem | undefined {
  if (typeof rule.field !== 'string' || rule.field === '') return { property: 'field', message: 'should name the date field to compare with' };
  if (rule.comparison !== 'after' && rule.comparison !== 'before') return { property: 'comparison', message: 'should be "after" or "before"' };
  return undefined;
}

function checkPhoneLengths(rule: PageFieldRule): RuleConfigProblem | undefined {
  const unknown = Object.keys(rule.lengthByCountry ?? {}).filter((code) => !isSupportedCountry(code));
  return unknown.length ? { property: 'lengthByCountry', message: `names countries phone numbers are not known for: ${unknown.join(', ')}` } : undefined;
}
