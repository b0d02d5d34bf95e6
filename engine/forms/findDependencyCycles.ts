type Edges = (name: string) => readonly string[];

/**
 * The dependency cycles among names (each as the list of names around it, starting with the one that
 * comes first in `names`), one per cycle found by a depth-first walk; edges point from a field to the
 * fields it depends on. Names outside `names` are ignored (unknown fields are reported separately).
 */
export function findDependencyCycles(names: readonly string[], edges: Edges): string[][] {
  const position = new Map(names.map((name, index) => [name, index]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles = new Map<string, string[]>();

  const visit = (name: string): void => {
    state.set(name, 'open');
    path.push(name);
    for (const next of edges(name)) {
      if (!position.has(next)) continue;
      const seen = state.get(next);
      if (seen === 'open') {
        const cycle = rotateToFirst(path.slice(path.lastIndexOf(next)), position);
        cycles.set(cycle.join('\u0000'), cycle);
      } else if (seen === undefined) {
        visit(next);
      }
    }
    path.pop();
    state.set(name, 'done');
  };
  for (const name of names) if (!state.has(name)) visit(name);
  return [...cycles.values()].sort((a, b) => (position.get(a[0] ?? '') ?? 0) - (position.get(b[0] ?? '') ?? 0));
}

/**
 * The names in their given order as far as dependencies allow: every name comes after the names it
 * depends on. Names caught in a cycle come last, in the given order.
 */
export function dependencyOrder(names: readonly string[], edges: Edges): string[] {
  const known = new Set(names);
  const placed = new Set<string>();
  const order: string[] = [];
  let pending = [...names];
  // Each pass places, in form order, every name whose dependencies are placed (earlier in the same
  // pass included); a form whose dependencies point backwards, the usual case, needs one pass.
  for (let progress = true; progress && pending.length > 0;) {
    progress = false;
    const waiting: string[] = [];
    for (const name of pending) {
      if (edges(name).every((dep) => !known.has(dep) || (placed.has(dep) && dep !== name))) {
        placed.add(name);
        order.push(name);
        progress = true;
      } else {
        waiting.push(name);
      }
    }
    pending = waiting;
  }
  return [...order, ...pending];
}

function rotateToFirst(cycle: string[], position: ReadonlyMap<string, number>): string[] {
  let first = 0;
  cycle.forEach((name, index) => {
    if ((position.get(name) ?? 0) < (position.get(cycle[first] ?? '') ?? 0)) first = index;
  });
  return [...cycle.slice(first), ...cycle.slice(0, first)];
}
