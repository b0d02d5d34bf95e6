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
 * Variables whose first path segment is none of knownNames, e.g. a rule naming a field the form lacks.
 * Only tests call it until issue 17's config:check rule (`var` paths outside the documented context) does.
 * @internal (knip --production skips it until then)
 */
export function findUnknownVariables(rule: unknown, knownNames: readonly string[]): string[] {
  const known = new Set(knownNames);
  return extractVariables(rule).filter((path) => !known.has(path.split('.')[0] ?? ''));
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
