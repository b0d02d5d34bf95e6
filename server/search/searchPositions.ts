import type { Kysely } from 'kysely';
import type { PageConfig } from '../../engine/i18n/localizedText';
import type { FilterDefinition, SearchResult } from '../../schemas/generated/api/search';
import type { Candidate, Database } from '../db/Database';
import type { SearchSpec } from './parseSearchRequest';
import { loadPositionRows, toPositionSummary } from './positionRows';
import { runSearch, type FacetCounts, type MapMarker, type SearchAggregates } from './runSearch';
import type { SearchIndex } from './SearchIndex';
import { filterDisplayName, filterOptionLabel, MAP_FACETS, searchFacetNames } from './searchFilters';
import { savedSearchMetadata } from './savedSearchMetadata';

/** Options per facet at most (the selected ones are always kept). */
const MAX_FACET_OPTIONS = 200;

export interface SearchPositionsInput {
  db: Kysely<Database>;
  index: SearchIndex;
  config: PageConfig;
  /** The page language: the filters' default names and labels are in it (the config's texts already are). */
  language: string;
  spec: SearchSpec;
  viewer: Candidate | null;
  debug: boolean;
}

/** GET /api/pcsx/search: the page of results, facet counts and map markers for one search. */
export async function searchPositions({ db, index, config, language, spec, viewer, debug }: SearchPositionsInput): Promise<SearchResult> {
  const started = performance.now();
  const searchConfig = config.pcsxConfig?.searchConfig ?? {};
  const facetNames = searchFacetNames(config);
  const withMarkers = searchConfig.mapConfig?.enabled === true;
  const savedSearch = savedSearchMetadata(db, config, spec, viewer);
  // Awaited below; marked handled now so a failure elsewhere first does not leave it unhandled.
  savedSearch.catch(() => undefined);

  // Optimistic: search what is held, then confirm its version with the page's rows (one statement).
  // When positions changed meanwhile, search again on a freshly checked snapshot.
  let held = index.peek(spec.domain, spec.keyword);
  let timings: { loaded: number; counted: number } = { loaded: 0, counted: 0 };
  for (;;) {
    const { positions, matches, cached } = await (held ?? index.snapshot(spec.domain, spec.keyword));
    timings = { loaded: performance.now(), counted: 0 };
    const outcome = runSearch(positions, matches, spec, { facetNames, withMarkers });
    timings.counted = performance.now();
    const ids = outcome.page.map((row) => positions.ids[row]!);
    const rows = await loadPositionRows(db, ids, {
      domain: spec.domain,
      viewerId: viewer?.id ?? null,
      cache: index,
      freshVersion: index.freshVersion(spec.domain),
    });
    // A version taken from the index itself (every row held, confirmed within the refresh interval) confirms nothing.
    if (rows.versionRead && !index.observeVersion(spec.domain, rows.indexVersion) && held) {
      held = null;
      continue;
    }
    const positionList = ids.flatMap((id, n) => {
      const row = rows.byId.get(id);
      // A position deleted since the snapshot is skipped; the next search loads a new snapshot.
      return row ? [toPositionSummary(row, { keyword: matches ? spec.keyword : '', distanceKm: outcome.pageDistances[n] })] : [];
    });
    return present({
      config,
      language,
      spec,
      outcome,
      positionList,
      savedSearch: await savedSearch,
      searchConfig,
      debug: debug ? { tsquery: matches?.tsquery ?? '', cached: cached && held !== null, started, ...timings } : null,
    });
  }
}

interface Presentation {
  config: PageConfig;
  language: string;
  spec: SearchSpec;
  outcome: ReturnType<typeof runSearch>;
  positionList: SearchResult['positions'];
  savedSearch: SearchResult['savedSearchMetadata'];
  searchConfig: NonNullable<NonNullable<PageConfig['pcsxConfig']>['searchConfig']>;
  debug: { tsquery: string; cached: boolean; started: number; loaded: number; counted: number } | null;
}

function present({ config, language, spec, outcome, positionList, savedSearch, searchConfig, debug }: Presentation): SearchResult {
  const allFilters = filterDefinitions(config, language, outcome.aggregates, searchConfig);

  const result: SearchResult = {
    count: outcome.aggregates.count,
    positions: positionList,
    filterDef: { allFilters },
    sortBy: spec.sortBy,
    appliedFilters: Object.fromEntries(spec.filters.map((f) => [f.name, f.values])),
    resultsMetaData: { start: spec.start, pageSize: spec.pageSize },
    savedSearchMetadata: savedSearch,
  };
  if (debug) {
    const ms = (a: number, b: number) => Math.round((b - a) * 100) / 100;
    const now = performance.now();
    result.debugData = {
      tsquery: debug.tsquery,
      location: spec.place.kind,
      cached: debug.cached,
      timingsMs: {
        snapshot: ms(debug.started, debug.loaded),
        count: ms(debug.loaded, debug.counted),
        rows: ms(debug.counted, now),
        total: ms(debug.started, now),
      },
    };
  }
  return result;
}

// The filter definitions of a result set, made once per set of counts (and config).
const presented = new WeakMap<SearchAggregates, { config: PageConfig; language: string; allFilters: FilterDefinition[] }>();

function filterDefinitions(config: PageConfig, language: string, aggregates: SearchAggregates, searchConfig: Presentation['searchConfig']): FilterDefinition[] {
  const known = presented.get(aggregates);
  if (known?.config === config && known.language === language) return known.allFilters;
  const allFilters = aggregates.facets.map((facet) =>
    facetDefinition(config, language, facet, searchConfig.allFilters?.find((f) => f.name === facet.name)?.multiple !== false),
  );
  if (aggregates.markers) {
    allFilters.push(markerDefinition(config, language, MAP_FACETS.nonRemote, [...aggregates.markers.nonRemote]));
    allFilters.push(markerDefinition(config, language, MAP_FACETS.remote, [...aggregates.markers.remote]));
  }
  presented.set(aggregates, { config, language, allFilters });
  return allFilters;
}

function facetDefinition(config: PageConfig, language: string, facet: FacetCounts, multiple: boolean): FilterDefinition {
  const options: FilterDefinition['options'] = [];
  facet.column.values.forEach((value, code) => {
    const count = facet.counts[code]!;
    if (count > 0 || facet.selected[code]) options.push({ label: filterOptionLabel(config, facet.name, value, language), value, count });
  });
  for (const value of facet.unknownSelected) options.push({ label: filterOptionLabel(config, facet.name, value, language), value, count: 0 });
  options.sort((a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  const selected = new Set([...facet.unknownSelected, ...facet.column.values.filter((_, code) => facet.selected[code])]);
  const kept = options.length > MAX_FACET_OPTIONS ? options.filter((option, n) => n < MAX_FACET_OPTIONS || selected.has(option.value)) : options;
  return { filterName: facet.name, displayName: filterDisplayName(config, facet.name, language), multiple, options: kept };
}

/** Map markers as the spec carries them: value 'location:::lat,long', label the job count. */
function markerDefinition(config: PageConfig, language: string, name: string, markers: MapMarker[]): FilterDefinition {
  const options = markers
    .sort((a, b) => b.count - a.count || a.lat - b.lat || a.lng - b.lng)
    .map((marker) => ({ label: String(marker.count), value: `location:::${marker.lat},${marker.lng}`, count: marker.count }));
  return { filterName: name, displayName: filterDisplayName(config, name, language), multiple: false, options };
}
