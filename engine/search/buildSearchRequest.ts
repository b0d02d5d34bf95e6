import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { configuredFilters } from './configuredFilters';
import { encodeFilterValues, normalizeFilterValues } from './encodeFilterValues';
import { formatLatLng, formatMapBounds } from './latLng';
import { canonicalLocation, classifyLocation, normalizeLocationFields } from './searchLocation';
import { FILTER_PARAM_PREFIX, filterValuesOf, type SearchState } from './searchState';

export const SEARCH_API_PATH = '/api/pcsx/search';

/** The query parameters of GET /api/pcsx/search. */
export type SearchRequestParams = {
  domain: string;
  query?: string;
  location?: string;
  start: number;
  sort_by?: string;
  hl?: string;
  /** swLat,swLng,neLat,neLng */
  map_bounds?: string;
  distance?: number;
  /** lat,lng */
  latlong?: string;
} & { [filter: `filter_${string}`]: string };

/** The query and location currently in the page URL (parseSearchUrl of the current address). */
export interface UrlQueryLocation {
  query: string;
  location: string;
}

export interface SearchRequestContext {
  /** Interface language, sent as hl. */
  language?: string;
}

function sameText(a: string, b: string): boolean {
  const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(a) === normal(b);
}

/**
 * Spec section 4: the sort is only sent when the URL query and location match the state, so a
 * search typed but not yet in the URL is not ordered by the previous search's sort. Compared
 * without regard to case and spacing, as the search itself is.
 */
export function sortToSend(state: SearchState, urlQueryLocation: UrlQueryLocation): string | undefined {
  if (!state.sortBy) return undefined;
  const matches = sameText(state.query, urlQueryLocation.query) && sameText(state.location, urlQueryLocation.location);
  return matches ? state.sortBy : undefined;
}

/** filter_<name> of configured filters only, values sorted so equal selections make equal requests. */
function filterParams(state: SearchState, config: EmployerConfig): Record<string, string> {
  const commaInValues = config.behaviourFlags?.enableCommaInFilterValues === true;
  const params: Record<string, string> = {};
  for (const filter of configuredFilters(config).values()) {
    const values = normalizeFilterValues(filterValuesOf(state.filters, filter.name));
    const kept = filter.multiple ? values : values.slice(0, 1);
    if (kept.length > 0) params[`${FILTER_PARAM_PREFIX}${filter.name}`] = encodeFilterValues([...kept].sort(), commaInValues);
  }
  return params;
}

type LocationParams = Pick<SearchRequestParams, 'location' | 'latlong' | 'distance' | 'map_bounds'>;

function locationParams(state: SearchState): LocationParams {
  const kind = classifyLocation(state.location);
  switch (kind) {
    case 'place':
      return { location: state.location, ...(state.distance !== undefined ? { distance: state.distance } : {}) };
    case 'remote':
      return { location: state.location };
    case 'currentLocation':
    case 'mapLocation':
      if (!state.latlong) return {};
      return { location: state.location, latlong: formatLatLng(state.latlong), ...(state.distance !== undefined ? { distance: state.distance } : {}) };
    case 'mapArea':
      return state.mapBounds ? { map_bounds: formatMapBounds(state.mapBounds) } : {};
    case 'none':
      return {};
  }
}

/**
 * The parameters of GET /api/pcsx/search for a state. Location by kind:
 * - a place or 'remote': location (and distance for a place when set);
 * - 'current location' and 'Map Location': location, latlong and distance (0 for Map Location); without
 *   a latlong the location is left out, as there is no point to search around yet;
 * - 'Map Area': map_bounds and no location.
 * Filter values are joined by the comma scheme of encodeFilterValues. The page size is the server's.
 */
export function buildSearchRequest(
  state: SearchState,
  config: EmployerConfig,
  urlQueryLocation: UrlQueryLocation,
  context: SearchRequestContext = {},
): SearchRequestParams {
  const normal = normalizeLocationFields(state, config);
  const query = normal.query.trim();
  const sortBy = sortToSend(normal, urlQueryLocation);
  return {
    domain: config.domain,
    ...(query !== '' ? { query } : {}),
    ...locationParams(normal),
    start: Number.isFinite(normal.start) ? Math.max(0, Math.floor(normal.start)) : 0,
    ...(sortBy ? { sort_by: sortBy } : {}),
    ...filterParams(normal, config),
    ...(context.language ? { hl: context.language } : {}),
  };
}

/**
 * The key results are cached under (spec section 4: filters, start, query, location). The location
 * part is the location as searched: with its bounds for Map Area and its point and distance around
 * a point, since two map areas would otherwise share results. The sort actually sent is part of it
 * too, or a sorted page would be served from the unsorted one; pass the URL's query and location
 * when they may differ from the state (default: they match). Filter names and values are sorted, so
 * the order in which filters were chosen does not matter.
 */
export function searchCacheKey(state: SearchState, urlQueryLocation: UrlQueryLocation = state): string {
  const kind = classifyLocation(state.location);
  const point = (kind === 'currentLocation' || kind === 'mapLocation') && state.latlong ? formatLatLng(state.latlong) : '';
  const bounds = kind === 'mapArea' && state.mapBounds ? formatMapBounds(state.mapBounds) : '';
  const distance = kind === 'place' || kind === 'currentLocation' || kind === 'mapLocation' ? (state.distance ?? '') : '';
  const filters = Object.keys(state.filters)
    .sort()
    .map((name) => [name, normalizeFilterValues(filterValuesOf(state.filters, name)).sort()] as const)
    .filter(([, values]) => values.length > 0);
  return JSON.stringify({
    query: state.query.trim().replace(/\s+/g, ' '),
    location: [canonicalLocation(state.location), point, distance, bounds],
    start: state.start,
    filters,
    sort: sortToSend(state, urlQueryLocation) ?? '',
  });
}
