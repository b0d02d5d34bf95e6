import { assertSafeRule } from '../logic/evaluate';
import { findUnknownVariables } from '../logic/extractVariables';
import { PAGE_CONTEXT_PATHS } from '../pages/pageContextPaths';
import { closestMatch } from './closestMatch';
import type { ConfigError } from './ConfigError';
import { unknownOperatorErrors } from './unknownOperatorErrors';

/**
 * A node's or a tab's visibleFn: refused when unsafe (evaluate.ts); otherwise every operator must be
 * one Portico evaluates, and every data path one the page context has (an unknown path reads null,
 * which can hide the widget for good).
 */
export function checkPageVisibleFn(rule: unknown, pointer: string): ConfigError[] {
  try {
    assertSafeRule(rule);
  } catch (error) {
    return [{ pointer, message: `is refused: ${error instanceof Error ? error.message : String(error)}` }];
  }
  return [...unknownOperatorErrors(rule, pointer), ...unknownContextPathErrors(rule, pointer)];
}

function unknownContextPathErrors(rule: unknown, pointer: string): ConfigError[] {
  return findUnknownVariables(rule, PAGE_CONTEXT_PATHS).map((path) => {
    const suggestion = closestMatch(path, PAGE_CONTEXT_PATHS);
    return {
      pointer,
      message:
        `reads "${path}", which is not in the page context, so it never has a value` +
        (suggestion ? ` (did you mean "${suggestion}"?)` : '') +
        `; the context has: ${PAGE_CONTEXT_PATHS.map((known) => (known === 'query' ? 'query.<parameter>' : known)).join(', ')}`,
    };
  });
}
