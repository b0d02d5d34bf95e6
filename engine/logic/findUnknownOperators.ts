import { joinPointer } from '../config/ConfigError';
import { ALLOWED_OPERATORS } from './jsonLogicOperators';
import { asRuleOperation } from './ruleOperation';

/** An operator a rule uses that Portico does not evaluate, with the JSON Pointer of its key, relative to the rule. */
interface UnknownOperator {
  readonly operator: string;
  readonly pointer: string;
}

const allowed = new Set(ALLOWED_OPERATORS);

/**
 * The operators of a rule outside ALLOWED_OPERATORS, each at its place in the rule
 * (`/and/1/contains` for {"and": [x, {"contains": …}]}). json-logic-js throws "Unrecognized
 * operation" for these only when evaluation reaches them, so a rule can look fine until one visitor
 * takes that branch.
 */
export function findUnknownOperators(rule: unknown, pointer = ''): UnknownOperator[] {
  if (Array.isArray(rule)) return rule.flatMap((item, index) => findUnknownOperators(item, joinPointer(pointer, index)));
  const operation = asRuleOperation(rule);
  if (operation === undefined) return [];
  const at = joinPointer(pointer, operation.operator);
  const own = allowed.has(operation.operator) ? [] : [{ operator: operation.operator, pointer: at }];
  // Walk the value as written: a list of arguments, or the unary shorthand's one argument ({"!": {"var": "x"}}).
  return [...own, ...findUnknownOperators((rule as Record<string, unknown>)[operation.operator], at)];
}
