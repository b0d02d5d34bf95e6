import { routeTable, type RouteDefinition } from './routeTable';

type Segment = { kind: 'static'; text: string } | { kind: 'param' } | { kind: 'optional' };

function parsePattern(path: string): Segment[] {
  return path
    .split('/')
    .filter((part) => part !== '')
    .map((part): Segment => {
      if (/^\{-\$[^}]+\}$/.test(part)) return { kind: 'optional' };
      if (part.startsWith('$')) return { kind: 'param' };
      return { kind: 'static', text: part.toLowerCase() };
    });
}

/** Per path segment: a static segment ranks above a required parameter, which ranks above an optional one. */
const RANK = { static: 3, param: 2, optional: 1 } as const;

/** The ranks of the segments a route uses for this path, or null when it does not match. */
function matchRanks(pattern: readonly Segment[], parts: readonly string[]): number[] | null {
  const required = pattern.filter((segment) => segment.kind !== 'optional').length;
  if (parts.length < required || parts.length > pattern.length) return null;
  const ranks: number[] = [];
  for (const [index, part] of parts.entries()) {
    const segment = pattern[index]!;
    if (segment.kind === 'static' && segment.text !== part.toLowerCase()) return null;
    ranks.push(RANK[segment.kind]);
  }
  // An optional parameter may be left out only at the end (the route table has them nowhere else).
  if (pattern.slice(parts.length).some((segment) => segment.kind !== 'optional')) return null;
  return ranks;
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The route of the table a path belongs to, ranked as the router ranks them: static segments above
 * parameters, required parameters above optional ones (so /careers/job/12 is the job page, not a
 * search for 'job' in '12'). Undefined for a path outside the table. The path may carry a query or
 * a hash; they are ignored.
 */
export function matchRoute(path: string, routes: readonly RouteDefinition[] = routeTable): RouteDefinition | undefined {
  const pathname = path.split(/[?#]/, 1)[0]!;
  const parts = pathname.split('/').filter((part) => part !== '');
  let best: { route: RouteDefinition; ranks: number[] } | undefined;
  for (const route of routes) {
    const ranks = matchRanks(parsePattern(route.path), parts);
    if (ranks && (!best || compareRanks(ranks, best.ranks) > 0)) best = { route, ranks };
  }
  return best?.route;
}
