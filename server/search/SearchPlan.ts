import type { DomainPositions } from './DomainPositions';
import { mapCellKey } from './DomainPositions';
import { facetCube } from './facetCube';
import { haversineKm, latitudeDegrees } from './haversineKm';
import { dateOrder, type KeywordMatches } from './KeywordMatches';
import { matchLocationText } from './matchLocationText';
import type { SearchSpec } from './parseSearchRequest';
import { SUPPORTED_FILTERS } from './searchFilters';

export const enum Place {
  Anywhere,
  Text,
  Remote,
  Near,
  Marker,
  Area,
}

export interface FacetSelection {
  name: string;
  /** Per value code: 1 when selected. */
  selected: Uint8Array;
  /** Selected values that no position has (still listed, with 0, so they can be unselected). */
  unknownSelected: string[];
}

/** A search prepared once for its pass(es) over the rows: the place test's parameters and the filters as per-combination states. */
export interface SearchPlan {
  positions: DomainPositions;
  /** Row indices to visit in the requested order; null visits every row, newest first. */
  order: Int32Array | null;
  total: number;
  place: Place;
  locationMask: Uint8Array | null;
  centreLat: number;
  centreLng: number;
  radiusKm: number;
  boxLat: number;
  markerCell: number;
  south: number;
  north: number;
  west: number;
  east: number;
  facets: FacetSelection[];
  /** Per row: its combination of facet values (facetCube). */
  rowCombination: Int32Array;
  combinationValues: Int32Array[];
  /** Per combination: 0 passes every filter, f + 1 fails filter f only, -1 fails two or more. */
  state: Int32Array;
}

export function planSearch(positions: DomainPositions, matches: KeywordMatches | null, spec: SearchSpec, facetNames: readonly string[]): SearchPlan {
  const facets: FacetSelection[] = facetNames.map((name) => {
    const column = SUPPORTED_FILTERS.get(name)!(positions);
    const selected = new Uint8Array(column.values.length);
    const unknownSelected: string[] = [];
    for (const value of spec.filters.find((f) => f.name === name)?.values ?? []) {
      const code = column.values.indexOf(value);
      if (code >= 0) selected[code] = 1;
      else unknownSelected.push(value);
    }
    return { name, selected, unknownSelected };
  });
  const cube = facetCube(positions, facetNames);
  const state = new Int32Array(cube.size);
  const activeFacets = facets.flatMap((facet, f) => (spec.filters.some((filter) => filter.name === facet.name) ? [f] : []));
  for (let c = 0; c < cube.size; c += 1) {
    for (const f of activeFacets) {
      const code = cube.values[f]![c]!;
      if (code >= 0 && facets[f]!.selected[code] === 1) continue;
      state[c] = state[c] === 0 ? f + 1 : -1;
      if (state[c] === -1) break;
    }
  }

  const order = matches ? (spec.sortBy === 'date' ? dateOrder(matches) : matches.order) : null;
  const plan: SearchPlan = {
    positions,
    order,
    total: order ? order.length : positions.size,
    place: Place.Anywhere,
    locationMask: null,
    centreLat: 0,
    centreLng: 0,
    radiusKm: 0,
    boxLat: 0,
    markerCell: -1,
    south: 0,
    north: 0,
    west: 0,
    east: 0,
    facets,
    rowCombination: cube.combination,
    combinationValues: cube.values,
    state,
  };
  const p = spec.place;
  if (p.kind === 'text') {
    plan.place = Place.Text;
    plan.locationMask = matchLocationText(positions, p.text);
  } else if (p.kind === 'remote') {
    plan.place = Place.Remote;
  } else if (p.kind === 'near') {
    plan.place = Place.Near;
    plan.centreLat = p.point.lat;
    plan.centreLng = p.point.lng;
    plan.radiusKm = p.km;
    plan.boxLat = latitudeDegrees(p.km);
  } else if (p.kind === 'marker') {
    plan.place = Place.Marker;
    plan.markerCell = positions.cellByKey.get(mapCellKey(p.point.lat, p.point.lng)) ?? -2;
  } else if (p.kind === 'area') {
    plan.place = Place.Area;
    Object.assign(plan, { south: p.south, north: p.north, west: p.west, east: p.east });
  }
  return plan;
}

/** Whether the search lists row i (a row of its keyword's matches, when it has one): every filter passes and it is in the place. */
export function rowPasses(plan: SearchPlan, i: number): boolean {
  return plan.state[plan.rowCombination[i]!] === 0 && inPlace(plan, i);
}

/** Whether row i is where the search looks (city text, remote, near a point, a marker, an area). */
export function inPlace(plan: SearchPlan, i: number): boolean {
  const positions = plan.positions;
  switch (plan.place) {
    case Place.Anywhere:
      return true;
    case Place.Text:
      return plan.locationMask![positions.location.codes[i]!] === 1;
    case Place.Remote:
      return positions.remote[i] === 1;
    case Place.Near: {
      const y = positions.lat[i]!;
      // A box first: most rows are far away, and the test is cheaper than the distance.
      return Math.abs(y - plan.centreLat) <= plan.boxLat && haversineKm(plan.centreLat, plan.centreLng, y, positions.lng[i]!) <= plan.radiusKm;
    }
    case Place.Marker:
      return positions.markerCell[i] === plan.markerCell;
    case Place.Area: {
      const y = positions.markerLat[i]!;
      const x = positions.markerLng[i]!;
      if (!(y >= plan.south && y <= plan.north)) return false;
      return plan.west <= plan.east ? x >= plan.west && x <= plan.east : x >= plan.west || x <= plan.east;
    }
  }
}
