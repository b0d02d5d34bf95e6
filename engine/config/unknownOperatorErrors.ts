import { findUnknownOperators } from '../logic/findUnknownOperators';
import { ALLOWED_OPERATORS } from '../logic/jsonLogicOperators';
import { closestMatch } from './closestMatch';
import type { ConfigError } from './ConfigError';

/**
 * One error per operator of a JSON Logic rule that Portico does not evaluate, at the operator's own
 * key (pointer is the rule's). json-logic-js throws for it only when a visitor's data reaches it.
 * Used for the employer config's visibleFn and a form's.
 */
export function unknownOperatorErrors(rule: unknown, pointer: string): ConfigError[] {
  return findUnknownOperators(rule).map(({ operator, pointer: within }) => {
    const suggestion = closestMatch(operator, ALLOWED_OPERATORS);
    return {
      pointer: pointer + within,
      message:
        `"${operator}" is not a JSON Logic operator Portico evaluates` +
        (suggestion ? ` (did you mean "${suggestion}"?)` : '') +
        `; known operators: ${ALLOWED_OPERATORS.join(' ')}`,
    };
  });
}
