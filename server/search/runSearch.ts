import type { CodedColumn, DomainPositions } from './DomainPositions';
import { DistanceHeap } from './DistanceHeap';
import { haversineKm } from './haversineKm';
import type { KeywordMatches } from './KeywordMatches';
import type { SearchSpec } from './parseSearchRequest';
import { inPlace, planSearch, rowPasses, type SearchPlan } from './SearchPlan';
import { SUPPORTED_FILTERS } from './searchFilters';

export interface FacetCounts {
  name: string;
  column: CodedColumn;
  /** Per code: positions matching every other filter (a filter's own selection does not narrow its counts). */
  counts: Int32Array;
  /** Per code: 1 when selected. */
  selected: Uint8Array;
  unknownSelected: string[];
}

export interface MapMarker {
  lat: number;
  lng: number;
  count: number;
}

/** What a result set is, whatever page or order is asked of it. */
export interface SearchAggregates {
  count: number;
  facets: FacetCounts[];
  markers: { nonRemote: MapMarker[]; remote: MapMarker[] } | null;
}

export interface SearchOutcome {
  /** Shared by every search of the same results (never modify). */
  aggregates: SearchAggregates;
  /** Row indices of the requested page, in order. */
  page: number[];
  /** Distance from the search's point, per page row (NaN without one). */
  pageDistances: number[];
  /** The count and facets came from an earlier search of the same snapshot. */
  aggregatesReused: boolean;
}

export interface RunSearchOptions {
  /** Filters to count facets for (the employer's configured, supported filters). */
  facetNames: string[];
  withMarkers: boolean;
}

const MAX_MEMO = 512;

interface Memo {
  aggregates: Map<string, SearchAggregates>;
  pages: Map<string, number[]>;
}

/**
 * Count, facets and markers per snapshot (the keyword's matches, or the employer's positions) and per
 * place and filters, and pages per order and start. A snapshot never changes (a write makes a new
 * one), so these never go stale; paging and sorting the same results, the usual next clicks, then
 * only walk to the page.
 */
const memos = new WeakMap<object, Memo>();

function remember<T>(map: Map<string, T>, key: string, value: T): void {
  map.set(key, value);
  if (map.size > MAX_MEMO) map.delete(map.keys().next().value!);
}

/**
 * A search over an in-memory snapshot: the count, every facet's counts (each ignoring its own
 * selection, the usual faceted-search behaviour), the map markers, and the requested page in the
 * requested order. The counting pass visits every matching row (a place test and one increment per
 * row, counted per combination of facet values); a page in relevance or date order stops as soon as
 * it is full.
 */
export function runSearch(positions: DomainPositions, matches: KeywordMatches | null, spec: SearchSpec, options: RunSearchOptions): SearchOutcome {
  const key = JSON.stringify([spec.place, spec.filters, options.facetNames, options.withMarkers]);
  const byDistance = spec.sortBy === 'distance' && spec.reference !== null;
  const pageKey = JSON.stringify([key, spec.sortBy, spec.start, spec.pageSize, byDistance ? spec.reference : null]);
  let memo = memos.get(matches ?? positions);
  if (!memo) memos.set(matches ?? positions, (memo = { aggregates: new Map(), pages: new Map() }));
  const known = memo.aggregates.get(key);
  let page = memo.pages.get(pageKey);

  let aggregates: SearchAggregates;
  if (known && page) {
    aggregates = known;
  } else if (known && !byDistance) {
    aggregates = known;
    page = firstPage(planSearch(positions, matches, spec, options.facetNames), spec.start, spec.pageSize);
  } else {
    const counted = countAll(planSearch(positions, matches, spec, options.facetNames), spec, options);
    aggregates = known ?? counted.aggregates;
    page = counted.page;
  }
  if (!known) remember(memo.aggregates, key, aggregates);
  remember(memo.pages, pageKey, page);
  const pageDistances = page.map((i) =>
    spec.reference && !Number.isNaN(positions.lat[i]!) ? haversineKm(spec.reference.lat, spec.reference.lng, positions.lat[i]!, positions.lng[i]!) : NaN,
  );
  return { aggregates, page, pageDistances, aggregatesReused: Boolean(known) };
}

/** The page alone, in the plan's order: stops once start + pageSize rows passed. */
function firstPage(plan: SearchPlan, start: number, pageSize: number): number[] {
  const { order, total } = plan;
  const wanted = start + pageSize;
  const page: number[] = [];
  let passed = 0;
  for (let k = 0; k < total && passed < wanted; k += 1) {
    const i = order ? order[k]! : k;
    if (!rowPasses(plan, i)) continue;
    if (passed >= start) page.push(i);
    passed += 1;
  }
  return page;
}

function countAll(plan: SearchPlan, spec: SearchSpec, options: RunSearchOptions): { aggregates: SearchAggregates; page: number[] } {
  const { positions, order, total, state, rowCombination, combinationValues } = plan;
  const combinationCounts = new Int32Array(state.length);
  const slots = options.withMarkers ? positions.cellKeys.length * 2 : 0;
  const markerCounts = new Int32Array(slots);
  const markerSlot = positions.markerSlot;
  const byDistance = spec.sortBy === 'distance' && spec.reference !== null;
  const wanted = spec.start + spec.pageSize;
  const page: number[] = [];
  const heap = new DistanceHeap(byDistance ? wanted : 0);
  const refLat = spec.reference?.lat ?? 0;
  const refLng = spec.reference?.lng ?? 0;
  let count = 0;

  for (let k = 0; k < total; k += 1) {
    const i = order ? order[k]! : k;
    const combination = rowCombination[i]!;
    const passes = state[combination]!;
    if (passes === -1 || !inPlace(plan, i)) continue;
    combinationCounts[combination]! += 1;
    if (passes !== 0) continue;
    if (slots > 0 && markerSlot[i]! >= 0) markerCounts[markerSlot[i]!]! += 1;
    if (byDistance) {
      const y = positions.lat[i]!;
      heap.offer(Number.isNaN(y) ? Infinity : haversineKm(refLat, refLng, y, positions.lng[i]!), count, i);
    } else if (count >= spec.start && count < wanted) {
      page.push(i);
    }
    count += 1;
  }

  const facets: FacetCounts[] = plan.facets.map((facet) => {
    const column = SUPPORTED_FILTERS.get(facet.name)!(positions);
    return { ...facet, column, counts: new Int32Array(column.values.length) };
  });
  for (let c = 0; c < state.length; c += 1) {
    const n = combinationCounts[c]!;
    if (n === 0) continue;
    // A combination failing one filter counts only in that filter's facet (its own selection aside).
    const only = state[c]! - 1;
    for (let f = 0; f < facets.length; f += 1) {
      if (only >= 0 && f !== only) continue;
      const code = combinationValues[f]![c]!;
      if (code >= 0) facets[f]!.counts[code]! += n;
    }
  }
  let markers: SearchAggregates['markers'] = null;
  if (options.withMarkers) {
    markers = { nonRemote: [], remote: [] };
    for (let slot = 0; slot < slots; slot += 1) {
      const n = markerCounts[slot]!;
      if (n > 0)
        (slot % 2 === 1 ? markers.remote : markers.nonRemote).push({ lat: positions.markerSlotLat[slot]!, lng: positions.markerSlotLng[slot]!, count: n });
    }
  }
  return { aggregates: { count, facets, markers }, page: byDistance ? heap.sorted().slice(spec.start) : page };
}
