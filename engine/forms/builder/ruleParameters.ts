import type { FieldDefinition, FieldRule, FieldType, RuleType } from '../../../schemas/generated/forms/form-definition';
import type { PageFieldRule } from '../PageFormDefinition';
import { formatCalendarDay, resolveDateLimit, toCalendarDay } from '../calendarDay';
import { FILE_TYPES, TEXT_TYPES } from '../fieldTypes';
import { RATING_MAX } from '../formConstants';
import { formMessage, type FormMessageKey, type MessageParams } from '../formMessages';
import { EMAIL_FORMAT_EXAMPLE } from '../rules/emailRule';
import { RULE_CATALOG, RULE_TYPES } from '../rules/ruleCatalog';
import { requiredLabelName } from '../rules/requiredRule';

/**
 * What the form builder's rule editor shows for each rule type: the rule object's properties it
 * takes and the input each needs. The catalogue (rules/ruleCatalog.ts) says where a rule applies and
 * checks a rule object; this says how an author fills one in.
 */
export type RuleParameter =
  /** `value` as a number: whole (lengths) or any (values, megabytes), with its lowest allowed value. */
  | { readonly property: 'value'; readonly input: 'number'; readonly integer: boolean; readonly min?: number; readonly above?: number }
  /** `value` as a regular expression written as text; `flags` goes with it. */
  | { readonly property: 'value'; readonly input: 'pattern' }
  /** `value` as a date limit: YYYY-MM-DD or a whole number of days from today. */
  | { readonly property: 'value'; readonly input: 'dateLimit' }
  /** `value` as a [from, to] pair of date limits. */
  | { readonly property: 'value'; readonly input: 'dateLimitPair' }
  /** `flags` of a regex: any of i, m, s, u. */
  | { readonly property: 'flags'; readonly input: 'flags' }
  /** `inclusive`: whether the limit day itself is accepted, and what the engine assumes when it is omitted. */
  | { readonly property: 'inclusive'; readonly input: 'switch'; readonly byDefault: boolean }
  /** `field`: another date question of the form. */
  | { readonly property: 'field'; readonly input: 'dateQuestion' }
  /** `duration`: a whole number of 0 or more. */
  | { readonly property: 'duration'; readonly input: 'number'; readonly integer: true; readonly min: 0 }
  /** One of a fixed list of words. */
  | { readonly property: 'comparison'; readonly input: 'choice'; readonly choices: readonly ['after', 'before'] }
  | { readonly property: 'direction'; readonly input: 'choice'; readonly choices: readonly ['past', 'next'] }
  | { readonly property: 'unit'; readonly input: 'choice'; readonly choices: readonly ['day', 'week', 'month', 'year'] }
  /** `lengthByCountry`: digit limits of the national number per country (ISO code). */
  | { readonly property: 'lengthByCountry'; readonly input: 'lengthByCountry' };

const WHOLE_LIMIT = { property: 'value', input: 'number', integer: true, min: 0 } as const;
const NUMBER_LIMIT = { property: 'value', input: 'number', integer: false } as const;
const MEGABYTES = { property: 'value', input: 'number', integer: false, above: 0 } as const;
const DATE_LIMIT = { property: 'value', input: 'dateLimit' } as const;
const DATE_PAIR = { property: 'value', input: 'dateLimitPair' } as const;
const EXCLUSIVE = { property: 'inclusive', input: 'switch', byDefault: false } as const;
const INCLUSIVE = { property: 'inclusive', input: 'switch', byDefault: true } as const;

/** The parameters of every rule type, in the order the editor shows them; a format check takes none. */
export const RULE_PARAMETERS: Readonly<Record<RuleType, readonly RuleParameter[]>> = {
  required: [],
  email: [],
  strictEmail: [],
  phone: [{ property: 'lengthByCountry', input: 'lengthByCountry' }],
  ssn: [],
  sin: [],
  regex: [
    { property: 'value', input: 'pattern' },
    { property: 'flags', input: 'flags' },
  ],
  minLength: [WHOLE_LIMIT],
  maxLength: [WHOLE_LIMIT],
  minValue: [NUMBER_LIMIT],
  maxValue: [NUMBER_LIMIT],
  isToday: [],
  isInFuture: [],
  isInPast: [],
  isOn: [DATE_LIMIT],
  isBefore: [DATE_LIMIT, EXCLUSIVE],
  isAfter: [DATE_LIMIT, EXCLUSIVE],
  isBetween: [DATE_PAIR, INCLUSIVE],
  isNotBetween: [DATE_PAIR, INCLUSIVE],
  isRelativeToToday: [
    { property: 'direction', input: 'choice', choices: ['past', 'next'] },
    { property: 'duration', input: 'number', integer: true, min: 0 },
    { property: 'unit', input: 'choice', choices: ['day', 'week', 'month', 'year'] },
  ],
  date_comparison: [{ property: 'comparison', input: 'choice', choices: ['after', 'before'] }, { property: 'field', input: 'dateQuestion' }, EXCLUSIVE],
  noFutureStart: [],
  maxFileSizeMB: [MEGABYTES],
  maxCumulativeFileSizeMB: [MEGABYTES],
};

/**
 * The rule types a question of this type can have, in the catalogue's order, without `required`: the
 * properties panel's Required switch sets that one (its custom message: requiredMessage below).
 */
export function rulesFor(type: FieldType): RuleType[] {
  return RULE_TYPES.filter((rule) => rule !== 'required' && RULE_CATALOG[rule].appliesTo.has(type));
}

/** What a new rule may refer to: the question it is for and the form's date questions (for date_comparison). */
export interface NewRuleContext {
  readonly field: Pick<FieldDefinition, 'name' | 'type'>;
  readonly dateQuestions?: readonly { readonly name: string }[];
}

/** The date questions a date_comparison rule of this question may compare with: every one but itself. */
export function comparableDateQuestions<T extends { readonly name: string }>(context: { field: { name: string }; dateQuestions?: readonly T[] }): T[] {
  return (context.dateQuestions ?? []).filter((question) => question.name !== context.field.name);
}

/** Whether newRule can make a well-formed rule of this type now: date_comparison needs another date question. */
export function canAddRule(type: RuleType, context: NewRuleContext): boolean {
  return type !== 'date_comparison' || comparableDateQuestions(context).length > 0;
}

/**
 * A new rule of the type with defaults the catalogue accepts, so adding a rule never makes the form
 * unpublishable: limits that suit the question (a rating from 1 to 5, 255 characters of text), today
 * for a date limit, the next 30 days for a window, the first other date question to compare with.
 * The regex pattern starts empty (it matches every answer) for the author to write.
 */
export function newRule(type: RuleType, context: NewRuleContext): PageFieldRule {
  const fieldType = context.field.type;
  switch (type) {
    case 'regex':
      return { type, value: '' };
    case 'minLength':
      return { type, value: 1 };
    case 'maxLength':
      return { type, value: TEXT_TYPES.has(fieldType) ? (fieldType === 'textarea' ? 2000 : 255) : 10 };
    case 'minValue':
      return { type, value: fieldType === 'star_rating' ? 1 : 0 };
    case 'maxValue':
      return { type, value: fieldType === 'star_rating' ? RATING_MAX : 100 };
    case 'isOn':
    case 'isBefore':
    case 'isAfter':
      return { type, value: 0 };
    case 'isBetween':
    case 'isNotBetween':
      return { type, value: [0, 30] };
    case 'isRelativeToToday':
      return { type, direction: 'next', duration: 30, unit: 'day' };
    case 'date_comparison':
      return { type, comparison: 'after', field: comparableDateQuestions(context)[0]?.name ?? '' };
    case 'maxFileSizeMB':
      return { type, value: 5 };
    case 'maxCumulativeFileSizeMB':
      return { type, value: 20 };
    default:
      return { type };
  }
}

/** The question a default message is about: its label as the candidate reads it (in the builder's language). */
export type MessageField = Pick<FieldDefinition, 'type' | 'options'> & { readonly label: string };

/** What a default message may need besides the rule: today (for day offsets), the names of other questions. */
export interface DefaultMessageContext {
  /** Today, as the rules take it; the machine's day when omitted. */
  readonly now?: Date | string;
  /** The label of another question (date_comparison names it where the candidate sees its date). */
  readonly labelOf?: (name: string) => string | undefined;
}

/**
 * The English message a candidate sees when the rule fails and it has no message of its own: the
 * rules' own message keys and parameters (engine/forms/rules/), filled in by formMessage. A day
 * offset is shown as the day it means today; a placeholder the editor cannot know ({{files}}, an
 * unfinished limit) stays as written.
 */
export function defaultRuleMessage(rule: FieldRule, field: MessageField, context: DefaultMessageContext = {}): string {
  const { key, params } = defaultMessageOf(rule, field, context);
  return formMessage(key, params);
}

/** The required message of the question, as the Required switch makes the engine say it. */
export function requiredMessage(field: MessageField): string {
  return defaultRuleMessage({ type: 'required' }, field);
}

function defaultMessageOf(rule: FieldRule, field: MessageField, context: DefaultMessageContext): { key: FormMessageKey; params: MessageParams } {
  const today = toCalendarDay(context.now ?? new Date());
  const day = (limit: unknown): Record<string, string> => {
    const resolved = resolveDateLimit(limit, today);
    return resolved === undefined ? {} : { date: formatCalendarDay(resolved) };
  };
  const count: MessageParams = typeof rule.value === 'number' ? { count: rule.value } : {};
  switch (rule.type) {
    case 'required': {
      const name = requiredLabelName(field.label);
      return name === undefined ? { key: 'required', params: {} } : { key: 'requiredNamed', params: { name } };
    }
    case 'email':
    case 'strictEmail':
      return { key: 'email', params: { email: EMAIL_FORMAT_EXAMPLE } };
    case 'sin':
      return { key: 'sinFormat', params: {} };
    case 'minLength':
    case 'maxLength': {
      const measure = lengthMeasure(field);
      const keys = {
        minLength: { text: 'minLength', files: 'fileMinCount', list: 'listMinCount' },
        maxLength: { text: 'maxLength', files: 'fileMaxCount', list: 'listMaxCount' },
      } as const;
      return { key: keys[rule.type][measure], params: count };
    }
    case 'minValue':
    case 'maxValue':
      return { key: rule.type, params: typeof rule.value === 'number' ? { value: rule.value } : {} };
    case 'isOn':
      return { key: 'isOn', params: day(rule.value) };
    case 'isBefore':
      return { key: rule.inclusive ? 'isOnOrBefore' : 'isBefore', params: day(rule.value) };
    case 'isAfter':
      return { key: rule.inclusive ? 'isOnOrAfter' : 'isAfter', params: day(rule.value) };
    case 'isBetween':
    case 'isNotBetween': {
      const [from, to] = Array.isArray(rule.value) ? rule.value : [];
      const params = { ...rename(day(from), 'start'), ...rename(day(to), 'end') };
      if (rule.type === 'isNotBetween') return { key: 'isNotBetween', params };
      return { key: rule.inclusive === false ? 'isBetweenExclusive' : 'isBetween', params };
    }
    case 'isRelativeToToday': {
      const duration = typeof rule.duration === 'number' ? rule.duration : 0;
      const unit = rule.unit ?? 'day';
      const period = formMessage(PERIOD_KEYS[unit] ?? 'periodDay', { count: duration });
      return { key: rule.direction === 'past' ? 'isWithinPast' : 'isWithinNext', params: { period, count: duration } };
    }
    case 'date_comparison': {
      const other = rule.field ? (context.labelOf?.(rule.field) ?? rule.field) : undefined;
      const params: MessageParams = other === undefined ? {} : { date: other };
      if (rule.comparison === 'before') return { key: rule.inclusive ? 'isOnOrBefore' : 'isBefore', params };
      return { key: rule.inclusive ? 'isOnOrAfter' : 'isAfter', params };
    }
    case 'noFutureStart':
      return { key: 'dateRangeFutureStart', params: {} };
    case 'maxFileSizeMB':
      return { key: 'fileMaxSize', params: typeof rule.value === 'number' ? { count: 1, size: rule.value } : { count: 1 } };
    case 'maxCumulativeFileSizeMB':
      return { key: 'fileMaxTotalSize', params: typeof rule.value === 'number' ? { size: rule.value } : {} };
    // The rules whose message key is their own name.
    case 'phone':
    case 'ssn':
    case 'regex':
    case 'isToday':
    case 'isInFuture':
    case 'isInPast':
      return { key: rule.type, params: {} };
  }
}

const PERIOD_KEYS: Readonly<Record<string, FormMessageKey>> = { day: 'periodDay', week: 'periodWeek', month: 'periodMonth', year: 'periodYear' };

/** What minLength and maxLength count for the question, as lengthRules measures its answer. */
function lengthMeasure(field: Pick<FieldDefinition, 'type' | 'options'>): 'text' | 'files' | 'list' {
  if (FILE_TYPES.has(field.type)) return 'files';
  if (field.type === 'dynamicList' || field.type === 'skillSelector' || field.type === 'checkbox') return 'list';
  if ((field.type === 'select' || field.type === 'dropdown') && field.options?.multiple) return 'list';
  return 'text';
}

function rename(params: Record<string, string>, name: string): Record<string, string> {
  return params.date === undefined ? {} : { [name]: params.date };
}
