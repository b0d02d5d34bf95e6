/** One JSON Logic operation node, e.g. `{"var": ["a.b", 0]}` → operator "var", args ["a.b", 0]. */
export interface RuleOperation {
  readonly operator: string;
  readonly args: readonly unknown[];
}

/**
 * Reads a rule node the way json-logic-js does: only an object with exactly one key is an
 * operation; any other object is a literal that is returned as is and never evaluated.
 */
export function asRuleOperation(node: unknown): RuleOperation | undefined {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
  const keys = Object.keys(node);
  const operator = keys[0];
  if (keys.length !== 1 || operator === undefined) return undefined;
  const value: unknown = (node as Record<string, unknown>)[operator];
  // json-logic-js accepts the unary shorthand {"var": "x"} for {"var": ["x"]}.
  return { operator, args: Array.isArray(value) ? value : [value] };
}

/** Operators whose second argument is evaluated once per array item, with the item as data. */
export const ITEM_SCOPED_OPERATORS: ReadonlySet<string> = new Set(['map', 'filter', 'reduce', 'all', 'some', 'none']);

/**
 * The data paths an operation names literally. Paths computed by a nested rule are not known
 * until evaluation, so they are not listed here.
 */
export function literalPathsRead({ operator, args }: RuleOperation): string[] {
  switch (operator) {
    case 'var':
      return pathsOf(args.slice(0, 1));
    case 'missing':
      // {"missing": [["a", "b"]]} and {"missing": ["a", "b"]} both name a and b.
      return pathsOf(Array.isArray(args[0]) ? args[0] : args);
    case 'missing_some':
      return Array.isArray(args[1]) ? pathsOf(args[1]) : [];
    default:
      return [];
  }
}

function pathsOf(candidates: readonly unknown[]): string[] {
  return candidates.flatMap((candidate) => (typeof candidate === 'string' || typeof candidate === 'number' ? [String(candidate)] : []));
}
