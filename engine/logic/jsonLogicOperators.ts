import { FORBIDDEN_OPERATORS } from './evaluate';

/**
 * Every operator json-logic-js 2.0.5 knows (its operations table and the control operators apply()
 * handles itself). The library does not export its table; tests/engine/logic/jsonLogicOperators.test.ts
 * runs each name through it, so an upgrade that drops one fails there.
 */
const JSON_LOGIC_JS_OPERATORS = [
  ...['==', '===', '!=', '!==', '>', '>=', '<', '<=', '!!', '!', '%', '+', '-', '*', '/', 'min', 'max'],
  ...['in', 'cat', 'substr', 'merge', 'log', 'var', 'missing', 'missing_some'],
  ...['if', '?:', 'and', 'or', 'filter', 'map', 'reduce', 'all', 'none', 'some'],
] as const;

/** The operators a Portico rule may use: json-logic-js's, less those the hardened evaluator refuses (evaluate.ts). */
export const ALLOWED_OPERATORS: readonly string[] = JSON_LOGIC_JS_OPERATORS.filter((operator) => !FORBIDDEN_OPERATORS.has(operator));
