import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { normalizeFilterValues } from './encodeFilterValues';
import type { LatLng, MapBounds } from './latLng';
import { LOCATION_CURRENT, LOCATION_MAP_AREA, LOCATION_MAP_POINT, classifyLocation, normalizeLocationFields } from './searchLocation';
import type { SearchState } from './searchState';

/** Spec section 9. The caller owns the timers (engine code gets time injected). */
export const SEARCH_PAGE_SIZE = 10;
/** A filter change loads after this quiet time, so ticking three boxes makes one request. */
export const SEARCH_DEBOUNCE_MS = 1000;
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
/** Autocomplete results stay fresh for 2 minutes. */
export const AUTOCOMPLETE_STALE_MS = 120_000;

/** searchConfig.pageSize when it is a positive whole number, else 10. */
export function searchPageSize(config: EmployerConfig): number {
  const size = config.pcsxConfig?.searchConfig?.pageSize;
  return typeof size === 'number' && Number.isSafeInteger(size) && size > 0 ? size : SEARCH_PAGE_SIZE;
}

/**
 * Sets one filter's values (an empty list removes the filter) and goes back to the first page.
 * The chosen position stays: the spec clears it on a new search only.
 */
export function changeFilter(state: SearchState, name: string, values: readonly string[]): SearchState {
  const kept = normalizeFilterValues(values);
  const others = Object.entries(state.filters).filter(([key]) => key !== name);
  const filters = Object.fromEntries(kept.length > 0 ? [...others, [name, kept]] : others);
  return { ...state, filters, start: 0 };
}

/** Removes every filter and goes back to the first page. */
export function clearFilters(state: SearchState): SearchState {
  return { ...state, filters: {}, start: 0 };
}

export interface NewSearchInput {
  query: string;
  location: string;
  /** The visitor's position ('current location') or the chosen map point ('Map Location'). */
  latlong?: LatLng;
  /** The visible map rectangle ('Map Area'). */
  mapBounds?: MapBounds;
  distance?: number;
}

/**
 * A new search from the search bar, the map or the location picker: first page, no chosen position.
 * Filters and sort are kept (the sort is only sent once the URL shows the new search, see
 * buildSearchRequest). Location specials:
 * - 'remote': no coordinates, no distance;
 * - 'current location': needs latlong (the input's, else the one already in the state); the
 *   distance keeps its value while the location stays 'current location', else it starts at
 *   searchConfig.currentLocation.defaultDistance;
 * - 'Map Location': latlong of the chosen point, distance 0;
 * - 'Map Area': mapBounds (the input's, else the state's); the request sends map_bounds and no location.
 * Switching to another kind of location drops the previous kind's coordinates and distance.
 */
export function newSearch(state: SearchState, input: NewSearchInput, config: EmployerConfig): SearchState {
  const sameKind = classifyLocation(input.location) === classifyLocation(state.location);
  const next: SearchState = {
    ...state,
    query: input.query.trim(),
    location: input.location,
    start: 0,
    pid: undefined,
    latlong: input.latlong ?? state.latlong,
    mapBounds: input.mapBounds ?? state.mapBounds,
    distance: input.distance ?? (sameKind ? state.distance : undefined),
  };
  return normalizeLocationFields(next, config);
}

/** 'Search this area': the same query within the visible map rectangle. */
export function searchMapArea(state: SearchState, mapBounds: MapBounds, config: EmployerConfig): SearchState {
  return newSearch(state, { query: state.query, location: LOCATION_MAP_AREA, mapBounds }, config);
}

/** A point chosen on the map (the map-location control or a marker): distance 0 around it. */
export function searchMapLocation(state: SearchState, latlong: LatLng, config: EmployerConfig): SearchState {
  return newSearch(state, { query: state.query, location: LOCATION_MAP_POINT, latlong }, config);
}

/** 'Use my location': the query typed in the search bar, around the visitor's position once the browser gave it. */
export function searchCurrentLocation(state: SearchState, query: string, latlong: LatLng, config: EmployerConfig): SearchState {
  return newSearch(state, { query, location: LOCATION_CURRENT, latlong }, config);
}

/**
 * Another page of the same results. The chosen position belonged to the previous page, so it is
 * cleared and the first result of the new page is shown.
 */
export function changePage(state: SearchState, start: number): SearchState {
  const next = Number.isFinite(start) ? Math.max(0, Math.floor(start)) : 0;
  const { pid: _pid, ...rest } = state;
  return { ...rest, start: next };
}

/** The start of a 1-based page number. */
export function startOfPage(page: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  return Math.max(0, Math.floor(page) - 1) * pageSize;
}

/** Another order of the same results, from the first page; undefined returns to the server default. */
export function changeSort(state: SearchState, sortBy: string | undefined): SearchState {
  const { sortBy: _old, ...rest } = state;
  return sortBy ? { ...rest, sortBy, start: 0 } : { ...rest, start: 0 };
}

/** The visitor picked a result. */
export function selectPosition(state: SearchState, pid: string): SearchState {
  return { ...state, pid };
}

/**
 * On login the sort option is cleared (spec section 4). The login modal has done its job, so
 * show_login_modal goes too: a reload must not open it again.
 */
export function onLogin(state: SearchState): SearchState {
  const { sortBy: _sortBy, ...rest } = state;
  return { ...rest, showLoginModal: false };
}
