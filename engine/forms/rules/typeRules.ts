import type { RuleType } from '../../../schemas/generated/forms/form-definition';
import type { PageField } from '../PageFormDefinition';
import { RATING_MAX, SIN_MAX_LENGTH, SSN_MAX_LENGTH } from '../formConstants';
import { isEmptyValue } from '../isEmptyValue';
import { dateRangeRule } from './dateRangeRules';
import { dateValueRule, enabledDatesRule } from './dateRules';
import { emailRule } from './emailRule';
import { maxLengthRule } from './lengthRules';
import { uploadedFilesRule } from './fileRules';
import { phoneFieldRule } from './phoneRule';
import { ruleMessage } from './ruleMessage';
import type { FieldValidator } from './RuleContext';
import { sinRule } from './sinRule';
import { ssnRule } from './ssnRule';
import { toNumber } from './valueRules';

/**
 * The checks a question gets from its type alone, before its rules: an email question checks the
 * address, a date question the day and its enableFrom/enableUntil window, a choice question with
 * fixed choices that the answer is one of them. The server runs these too, so a hand-made
 * submission cannot skip what the widgets enforce. A rule of the same kind in field.rules (an email
 * rule with its own message) replaces the type's check.
 */
export function typeRules(field: PageField): FieldValidator[] {
  const ruleTypes = new Set<RuleType>((field.rules ?? []).map((rule) => rule.type));
  const unless = (kinds: RuleType[], validator: FieldValidator) => (kinds.some((kind) => ruleTypes.has(kind)) ? [] : [validator]);
  switch (field.type) {
    case 'email':
      return unless(['email', 'strictEmail'], emailRule());
    case 'phone':
      return unless(['phone'], phoneFieldRule());
    case 'ssn':
      return unless(['ssn'], ssnRule());
    case 'sin':
      return unless(['sin'], sinRule());
    case 'number':
      return [numberRule()];
    case 'star_rating':
      return [ratingRule()];
    case 'date':
      return [dateValueRule(), enabledDatesRule()];
    case 'dateRange':
      return [dateRangeRule()];
    case 'file_upload':
    case 'fileUpload':
      return [uploadedFilesRule()];
    case 'select':
    case 'dropdown':
    case 'radio':
    case 'checkbox':
      return hasFixedChoices(field) ? [choiceRule()] : [];
    default:
      return [];
  }
}

/**
 * The type's checks a draft is held to: the bounds a value cannot type its way into (one of the fixed
 * choices, a rating from 1 to 5, finished file uploads) and the longest SSN and SIN. Formats (email,
 * phone, dates, a number half typed) wait for the submission.
 */
export function typeBoundRules(field: PageField): FieldValidator[] {
  switch (field.type) {
    case 'star_rating':
    case 'file_upload':
    case 'fileUpload':
    case 'select':
    case 'dropdown':
    case 'radio':
    case 'checkbox':
      return typeRules(field);
    case 'ssn':
      return [maxLengthRule({ type: 'maxLength', value: SSN_MAX_LENGTH })];
    case 'sin':
      return [maxLengthRule({ type: 'maxLength', value: SIN_MAX_LENGTH })];
    default:
      return [];
  }
}

/** Options come from the definition alone (not from an endpoint), so the server can check the answer against them. */
function hasFixedChoices(field: PageField): boolean {
  const options = field.options;
  return Array.isArray(options?.choices) && options.choices.length > 0 && !options.apiEndpoint && !options.apiCall;
}

function numberRule(): FieldValidator {
  return (value, context) => (isEmptyValue(value) || toNumber(value) !== undefined ? undefined : ruleMessage(undefined, 'number', {}, context));
}

function ratingRule(): FieldValidator {
  return (value, context) => {
    if (isEmptyValue(value, 'star_rating')) return undefined;
    const ok = typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= RATING_MAX;
    return ok ? undefined : ruleMessage(undefined, 'rating', { max: RATING_MAX }, context);
  };
}

/** 'Choose one of the options.' PageChoice values are compared as text, so 1 and '1' are the same option. */
function choiceRule(): FieldValidator {
  return (value, context) => {
    // A lone checkbox answers true or false; only a checkbox group answers with its choices.
    if (isEmptyValue(value) || typeof value === 'boolean') return undefined;
    const allowed = new Set((context.field.options?.choices ?? []).map((choice) => String(choice.value)));
    const answers = Array.isArray(value) ? value : [value];
    return answers.every((answer) => allowed.has(String(answer))) ? undefined : ruleMessage(undefined, 'choice', {}, context);
  };
}
