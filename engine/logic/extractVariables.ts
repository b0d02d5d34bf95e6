import { ITEM_SCOPED_OPERATORS, asRuleOperation, literalPathsRead } from './ruleOperation';

/**
 * The sorted, unique data paths a rule reads from its top-level data. Paths read inside the
 * per-item argument of map, filter, reduce, all, some and none refer to each item, not to the
 * data, so they are left out; "" (the whole data) is not a variable.
 */
export function extractVariables(rule: unknown): string[] {
  const paths = new Set<string>();
  collectTopLevelPaths(rule, paths);
  paths.delete('');
  return [...paths].sort();
}

/**
 * Variables that are neither one of knownNames nor inside one: a name may be a first segment
 * ("country" knows country and country.code) or a dotted path ("user.isAdmin" knows only that
 * path and what lies under it), e.g. a rule naming a field the form lacks, or a page context path
 * that does not exist (config:check's rule on visibleFn).
 */
export function findUnknownVariables(rule: unknown, knownNames: readonly string[]): string[] {
  const known = new Set(knownNames);
  return extractVariables(rule).filter((path) => !prefixesOf(path).some((prefix) => known.has(prefix)));
}

/** "a.b.c" → ["a", "a.b", "a.b.c"]. */
function prefixesOf(path: string): string[] {
  const segments = path.split('.');
  return segments.map((_, index) => segments.slice(0, index + 1).join('.'));
}

function collectTopLevelPaths(rule: unknown, paths: Set<string>): void {
  if (Array.isArray(rule)) {
    for (const item of rule) collectTopLevelPaths(item, paths);
    return;
  }
  const operation = asRuleOperation(rule);
  if (operation === undefined) return;
  for (const path of literalPathsRead(operation)) paths.add(path);
  const itemScoped = ITEM_SCOPED_OPERATORS.has(operation.operator);
  operation.args.forEach((arg, index) => {
    if (!(itemScoped && index === 1)) collectTopLevelPaths(arg, paths);
  });
}
