import type { FieldType } from '../../../schemas/generated/forms/form-definition';
import { asRuleOperation } from '../../logic/ruleOperation';
import { CHOICE_TYPES, DISPLAY_ONLY_TYPES, EMBEDDED_TYPES, FILE_TYPES, TEXT_TYPES } from '../fieldTypes';

export type ConditionOperator = 'equals' | 'notEquals' | 'oneOf' | 'contains' | 'empty' | 'notEmpty' | 'greater' | 'less' | 'before' | 'after';
export type ConditionValue = string | number | boolean;

/** One comparison of another question's answer, as the form builder's condition rows show it. */
export interface Condition {
  kind: 'condition';
  question: string;
  operator: ConditionOperator;
  /** None for empty and notEmpty; a list for oneOf; a number for greater and less; a 'YYYY-MM-DD' date for before and after. */
  value?: ConditionValue | ConditionValue[];
}

/** Conditions that must all hold ('all', JSON Logic's "and") or of which one must ('any', "or"); groups nest. */
export interface ConditionGroup {
  kind: 'group';
  match: 'all' | 'any';
  conditions: (Condition | ConditionGroup)[];
}

type Rule = Record<string, unknown>;

/*
 * The one encoding the builder writes, q being {"var": "<question>"} (never a dotted path or a default):
 *
 *   equals     {"==": [q, v]}             notEquals {"!=": [q, v]}         (v a string, number or boolean)
 *   oneOf      {"in": [q, [v, …]]}        contains  {"in": [v, q]}         (a list's item, or a text's part)
 *   empty      {"!": q}                   notEmpty  {"!!": q}
 *   greater    {">": [{"+": [q]}, n]}     less      {"<": [{"+": [q]}, n]} (n a number)
 *   before     {"<": [q, "YYYY-MM-DD"]}   after     {">": [q, "YYYY-MM-DD"]}
 *
 * How the engine's evaluator (json-logic-js) reads them against the answers:
 * - empty and notEmpty use JSON Logic's truthiness, in which [] is false as well as '', null and a
 *   missing answer (read as null): an empty list of files or skills is empty. So are false (an unticked
 *   checkbox, as isEmptyValue says) and 0 (no star rating; for a number question 0 counts as empty too).
 * - greater and less compare the answer turned into a number by "+" (parseFloat): a missing answer is
 *   NaN, which is neither greater nor less than anything. Compared as they are, null and '' would count
 *   as 0 and "less than 5" would show a question before its dependency was answered.
 * - before and after compare date strings, whose text order is their calendar order; a missing answer
 *   (null) is neither before nor after a date. A number value tells less from before on reading back.
 * - oneOf and contains use "in", which is indexOf: exact, case-sensitive matches; a missing answer
 *   contains nothing and is one of nothing.
 *
 * Groups: a nested group is always {"and": […]} or {"or": […]}, however many conditions it has; the
 * outer group is the same, except that an 'all' group of exactly one condition is that bare condition
 * (the rule most questions need, {"==": [{"var": "need_laptop"}, "Yes"]}). No conditions at all is no
 * rule: visibleFn is removed.
 *
 * readConditions accepts exactly these shapes and returns null for anything else (the raw JSON Logic
 * tab), so a rule the conditions can show is written back unchanged, key for key.
 */

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const FORBIDDEN_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isQuestionName = (name: unknown): name is string => typeof name === 'string' && NAME.test(name) && !FORBIDDEN_NAMES.has(name);
const isPrimitive = (value: unknown): value is ConditionValue =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
const isDate = (value: unknown): value is string => typeof value === 'string' && DATE.test(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The operators in the order the builder offers them. */
const OPERATOR_ORDER: readonly ConditionOperator[] = ['equals', 'notEquals', 'oneOf', 'contains', 'greater', 'less', 'before', 'after', 'empty', 'notEmpty'];
const only = (...operators: ConditionOperator[]) => OPERATOR_ORDER.filter((operator) => operators.includes(operator));
const PRESENCE = only('empty', 'notEmpty');
const LIST_ANSWER_TYPES: ReadonlySet<FieldType> = new Set(['skillSelector', 'dynamicList', ...FILE_TYPES]);
/** Answers that are records (a phone's parts, a range's ends, a frame's result): no condition can read one as a whole. */
const RECORD_ANSWER_TYPES: ReadonlySet<FieldType> = new Set(['phone', 'dateRange', ...EMBEDDED_TYPES]);

/**
 * The operators that suit a question's answer. `answerIsList` says the answer is a list: a select,
 * dropdown or radio with options.multiple, a checkbox with choices (or an apiEndpoint); skill
 * selectors, file uploads and dynamic lists always are. Text items and record answers suit none.
 */
export function operatorsFor(type: FieldType, answerIsList = false): readonly ConditionOperator[] {
  if (DISPLAY_ONLY_TYPES.has(type) || RECORD_ANSWER_TYPES.has(type)) return [];
  if (FILE_TYPES.has(type) || type === 'dynamicList') return PRESENCE;
  if (answerIsList || LIST_ANSWER_TYPES.has(type)) return only('contains', 'empty', 'notEmpty');
  // A lone checkbox is ticked (true) or not (false, or never touched: null, which == false is not).
  if (type === 'checkbox' || type === 'checkboxItem') return PRESENCE;
  if (type === 'date') return only('equals', 'notEquals', 'before', 'after', 'empty', 'notEmpty');
  if (type === 'number' || type === 'star_rating') return only('equals', 'notEquals', 'greater', 'less', 'empty', 'notEmpty');
  if (TEXT_TYPES.has(type)) return only('equals', 'notEquals', 'oneOf', 'contains', 'empty', 'notEmpty');
  if (CHOICE_TYPES.has(type) || type === 'country' || type === 'state') return only('equals', 'notEquals', 'oneOf', 'empty', 'notEmpty');
  return PRESENCE;
}

/**
 * Whether a condition can be written and read back as it is: a question name (letters, digits and _),
 * and the value its operator takes (none; a string, number or boolean; a non-empty list of them for
 * oneOf; a number for greater and less; a 'YYYY-MM-DD' date for before and after).
 */
export function isConditionComplete(condition: Condition): boolean {
  if (!isQuestionName(condition.question)) return false;
  const { value } = condition;
  switch (condition.operator) {
    case 'empty':
    case 'notEmpty':
      return value === undefined;
    case 'equals':
    case 'notEquals':
    case 'contains':
      return isPrimitive(value);
    case 'oneOf':
      return Array.isArray(value) && value.length > 0 && value.every(isPrimitive);
    case 'greater':
    case 'less':
      return isNumber(value);
    case 'before':
    case 'after':
      return isDate(value);
  }
}

/**
 * The visibleFn for a group of conditions, in the encoding above; undefined when there is no
 * condition (the question is always shown: remove visibleFn). Nested groups without conditions are
 * left out. Write only complete conditions (isConditionComplete): others are written as they are and
 * may not read back.
 */
export function writeConditions(group: ConditionGroup): Rule | undefined {
  const conditions = withoutEmptyGroups(group.conditions);
  if (conditions.length === 0) return undefined;
  const [first] = conditions;
  if (group.match === 'all' && conditions.length === 1 && first?.kind === 'condition') return writeCondition(first);
  return writeGroup({ ...group, conditions });
}

function withoutEmptyGroups(conditions: readonly (Condition | ConditionGroup)[]): (Condition | ConditionGroup)[] {
  return conditions.flatMap((item): (Condition | ConditionGroup)[] => {
    if (item.kind === 'condition') return [item];
    const inner = withoutEmptyGroups(item.conditions);
    return inner.length === 0 ? [] : [{ ...item, conditions: inner }];
  });
}

function writeGroup(group: ConditionGroup): Rule {
  return { [group.match === 'all' ? 'and' : 'or']: group.conditions.map((item) => (item.kind === 'group' ? writeGroup(item) : writeCondition(item))) };
}

function writeCondition({ question, operator, value }: Condition): Rule {
  const answer = { var: question };
  switch (operator) {
    case 'equals':
      return { '==': [answer, value] };
    case 'notEquals':
      return { '!=': [answer, value] };
    case 'oneOf':
      return { in: [answer, Array.isArray(value) ? [...value] : value === undefined ? [] : [value]] };
    case 'contains':
      return { in: [value, answer] };
    case 'empty':
      return { '!': answer };
    case 'notEmpty':
      return { '!!': answer };
    case 'greater':
      return { '>': [{ '+': [answer] }, value] };
    case 'less':
      return { '<': [{ '+': [answer] }, value] };
    case 'after':
      return { '>': [answer, value] };
    case 'before':
      return { '<': [answer, value] };
  }
}

/**
 * The conditions of a visibleFn written in the encoding above; an absent rule (or `true`, which
 * shows the question just the same) is an empty 'all' group. null when the conditions cannot show
 * the rule exactly (any other operator or shape, a var with a default or a dotted path, a value that
 * is no string, number or boolean…): edit it as JSON Logic.
 */
export function readConditions(rule: unknown): ConditionGroup | null {
  if (rule === undefined || rule === true) return { kind: 'group', match: 'all', conditions: [] };
  const group = readGroup(rule);
  if (group) {
    // An 'all' of one condition is written bare, so {"and": [condition]} is not what the builder writes.
    const [first] = group.conditions;
    return group.match === 'all' && group.conditions.length === 1 && first?.kind === 'condition' ? null : group;
  }
  const condition = readCondition(rule);
  return condition ? { kind: 'group', match: 'all', conditions: [condition] } : null;
}

function readGroup(node: unknown): ConditionGroup | null {
  const operation = asRuleOperation(node);
  if (operation?.operator !== 'and' && operation?.operator !== 'or') return null;
  const items: unknown = (node as Rule)[operation.operator];
  if (!Array.isArray(items) || items.length === 0) return null;
  const conditions: (Condition | ConditionGroup)[] = [];
  for (const item of items) {
    const read = readGroup(item) ?? readCondition(item);
    if (!read) return null;
    conditions.push(read);
  }
  return { kind: 'group', match: operation.operator === 'and' ? 'all' : 'any', conditions };
}

/** The question a {"var": "name"} reads, or undefined for any other node. */
function readVar(node: unknown): string | undefined {
  const operation = asRuleOperation(node);
  if (operation?.operator !== 'var') return undefined;
  const path: unknown = (node as Rule).var;
  return isQuestionName(path) ? path : undefined;
}

/** The question a {"+": [{"var": "name"}]} reads as a number. */
function readNumberVar(node: unknown): string | undefined {
  const operation = asRuleOperation(node);
  if (operation?.operator !== '+') return undefined;
  const args: unknown = (node as Rule)['+'];
  return Array.isArray(args) && args.length === 1 ? readVar(args[0]) : undefined;
}

function readCondition(node: unknown): Condition | null {
  const operation = asRuleOperation(node);
  if (!operation) return null;
  const written: unknown = (node as Rule)[operation.operator];
  const condition = (question: string | undefined, operator: ConditionOperator, value?: ConditionValue | ConditionValue[]): Condition | null => {
    if (question === undefined) return null;
    return value === undefined ? { kind: 'condition', question, operator } : { kind: 'condition', question, operator, value };
  };
  if (operation.operator === '!' || operation.operator === '!!') {
    return condition(readVar(written), operation.operator === '!' ? 'empty' : 'notEmpty');
  }
  if (!Array.isArray(written) || written.length !== 2) return null;
  const [left, right] = written as [unknown, unknown];
  switch (operation.operator) {
    case '==':
    case '!=':
      return isPrimitive(right) ? condition(readVar(left), operation.operator === '==' ? 'equals' : 'notEquals', right) : null;
    case 'in':
      if (Array.isArray(right)) return right.length > 0 && right.every(isPrimitive) ? condition(readVar(left), 'oneOf', [...right]) : null;
      return isPrimitive(left) ? condition(readVar(right), 'contains', left) : null;
    case '>':
    case '<':
      if (isNumber(right)) return condition(readNumberVar(left), operation.operator === '>' ? 'greater' : 'less', right);
      if (isDate(right)) return condition(readVar(left), operation.operator === '>' ? 'after' : 'before', right);
      return null;
    default:
      return null;
  }
}
