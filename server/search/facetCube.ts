import type { DomainPositions } from './DomainPositions';
import { SUPPORTED_FILTERS } from './searchFilters';

/**
 * The distinct combinations of facet values among an employer's positions (a few thousand at most for
 * department × city × type × remote, however many positions there are). A search then counts rows
 * per combination, one increment per row, and turns combination counts into facet counts at the end.
 */
export interface FacetCube {
  names: string[];
  /** Per row: its combination. */
  combination: Int32Array;
  /** Per facet, per combination: the facet's value code (-1 for none). */
  values: Int32Array[];
  size: number;
}

const cubes = new WeakMap<DomainPositions, Map<string, FacetCube>>();

/** The cube of these facets for this snapshot, built on first use (a snapshot never changes). */
export function facetCube(positions: DomainPositions, names: readonly string[]): FacetCube {
  const key = names.join('\u0000');
  let bySnapshot = cubes.get(positions);
  if (!bySnapshot) cubes.set(positions, (bySnapshot = new Map()));
  const cached = bySnapshot.get(key);
  if (cached) return cached;

  const columns = names.map((name) => SUPPORTED_FILTERS.get(name)!(positions));
  const radices = columns.map((column) => column.values.length + 1);
  // A mixed-radix number identifies a combination while it stays exact; past 2^53, a string does.
  const numeric = radices.reduce((product, radix) => product * radix, 1) < Number.MAX_SAFE_INTEGER;
  const ids = new Map<number | string, number>();
  const combination = new Int32Array(positions.size);
  const values: number[][] = columns.map(() => []);
  for (let i = 0; i < positions.size; i += 1) {
    let id: number | string = numeric ? 0 : '';
    for (let f = 0; f < columns.length; f += 1) {
      const code = columns[f]!.codes[i]! + 1;
      id = numeric ? (id as number) * radices[f]! + code : `${id as string},${code}`;
    }
    let slot = ids.get(id);
    if (slot === undefined) {
      slot = ids.size;
      ids.set(id, slot);
      for (let f = 0; f < columns.length; f += 1) values[f]!.push(columns[f]!.codes[i]!);
    }
    combination[i] = slot;
  }
  const cube = { names: [...names], combination, values: values.map((list) => Int32Array.from(list)), size: ids.size };
  bySnapshot.set(key, cube);
  return cube;
}
