import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { parsePid } from '../routes/parsePid';
import { configuredFilters } from './configuredFilters';
import { decodeFilterValues, encodeFilterValues, normalizeFilterValues } from './encodeFilterValues';
import { formatLatLng, formatMapBounds, parseDecimal, parseLatLng, parseMapBounds, type LatLng, type MapBounds } from './latLng';
import { pickPreservedParams } from './preservedParams';
import { readSearchParams, type SearchParamsInput } from './readSearchParams';
import { classifyLocation, defaultDistanceFor, normalizeLocationFields } from './searchLocation';

/**
 * Everything the search page shows, as it lives in the URL (so reload, back and forward restore it
 * exactly): parse with parseSearchUrl, write with serializeSearchState.
 */
export interface SearchState {
  query: string;
  location: string;
  /** Index of the first result of the page (0, 10, 20, ...). */
  start: number;
  /** The position chosen by the visitor or given by a link; the first result is shown otherwise. */
  pid?: string;
  sortBy?: string;
  /** Chosen values per configured filter name; a filter with no values is absent. */
  filters: Record<string, string[]>;
  tab?: string;
  /** show_login_modal=1 or true opens the login modal. */
  showLoginModal: boolean;
  /** Location 'Map Area' only. */
  mapBounds?: MapBounds;
  distance?: number;
  /** Location 'current location' or 'Map Location' only. */
  latlong?: LatLng;
}

export function emptySearchState(): SearchState {
  return { query: '', location: '', start: 0, filters: {}, showLoginModal: false };
}

/** The parameter prefix of a filter: filter_<name>. */
export const FILTER_PARAM_PREFIX = 'filter_';

export interface SearchUrl {
  pathname: string;
  search?: SearchParamsInput;
}

/** The values of one filter, safe against names such as 'constructor' that a plain object inherits. */
export function filterValuesOf(filters: Readonly<Record<string, readonly string[]>>, name: string): string[] {
  if (!Object.hasOwn(filters, name)) return [];
  const values = filters[name];
  return Array.isArray(values) ? [...values] : [];
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Spec section 2: hyphens and underscores in a path-supplied query or location are read as spaces. */
function pathWords(segment: string | undefined): string {
  if (segment === undefined) return '';
  return decodeSegment(segment).replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim();
}

interface PathState {
  query: string;
  location: string;
  pathPid?: string;
}

/**
 * /careers and /careers/search carry nothing; /careers/job/{pid} carries a pid;
 * /careers/{query}/{location} (both optional) a query and a location. The router only hands search
 * and job routes to this parser, so any other first segment is a query.
 */
function parseSearchPath(pathname: string): PathState {
  const parts = pathname
    .split(/[?#]/)[0]!
    .split('/')
    .filter((part) => part !== '');
  if (parts[0] !== 'careers') return { query: '', location: '' };
  const [, first, second] = parts;
  if (first === undefined || first === 'search') return { query: '', location: '' };
  if (first === 'job') return { query: '', location: '', pathPid: second === undefined ? undefined : decodeSegment(second) };
  return { query: pathWords(first), location: pathWords(second) };
}

function nonEmpty(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function readStart(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return 0;
  const start = Number(value.trim());
  return Number.isSafeInteger(start) ? start : 0;
}

function readSortBy(value: string | null, config: EmployerConfig): string | undefined {
  const sortBy = nonEmpty(value);
  const allowed: readonly string[] = config.pcsxConfig?.searchConfig?.sortOptions ?? [];
  // A config that lists its sort options accepts only those; without a list the server decides.
  if (sortBy !== undefined && allowed.length > 0 && !allowed.includes(sortBy)) return undefined;
  return sortBy;
}

/** Values of configured filters only (spec section 4); a single-choice filter keeps its first value. */
function readFilters(params: URLSearchParams, config: EmployerConfig): Record<string, string[]> {
  const commaInValues = config.behaviourFlags?.enableCommaInFilterValues === true;
  const entries: [string, string[]][] = [];
  for (const filter of configuredFilters(config).values()) {
    const raw = params.getAll(`${FILTER_PARAM_PREFIX}${filter.name}`);
    const values = normalizeFilterValues(raw.flatMap((text) => decodeFilterValues(text, commaInValues)));
    const kept = filter.multiple ? values : values.slice(0, 1);
    if (kept.length > 0) entries.push([filter.name, kept]);
  }
  return Object.fromEntries(entries);
}

/**
 * The search state of a URL. Query parameters win over path segments: after a new search the app
 * navigates with query and location as parameters, so a stale /careers/{query}/{location} path
 * never overrides them.
 */
export function parseSearchUrl(url: SearchUrl, config: EmployerConfig): SearchState {
  const params = readSearchParams(url.search);
  const path = parseSearchPath(url.pathname);
  const query = params.has('query') ? (params.get('query') ?? '').trim() : path.query;
  const location = params.has('location') ? (params.get('location') ?? '').trim() : path.location;
  const state: SearchState = {
    ...emptySearchState(),
    query,
    location,
    start: readStart(params.get('start')),
    pid: parsePid(path.pathPid, params.get('pid')),
    sortBy: readSortBy(params.get('sort_by'), config),
    filters: readFilters(params, config),
    tab: nonEmpty(params.get('tab')),
    showLoginModal: ['1', 'true'].includes((params.get('show_login_modal') ?? '').trim().toLowerCase()),
    mapBounds: parseMapBounds(params.get('map_bounds')),
    distance: parseDecimal(params.get('distance')),
    latlong: parseLatLng(params.get('latlong')),
  };
  return normalizeLocationFields(state, config);
}

/**
 * The query parameters that describe a state, for the page URL. Defaults are omitted (empty query
 * and location, start 0, no login modal, the location's default distance); the preserved
 * parameters of the current address (tracking parameters, domain, hl) are kept, after the state's
 * own. Order is stable so equal states give equal URLs.
 */
export function serializeSearchState(state: SearchState, config: EmployerConfig, preserved?: SearchParamsInput): Record<string, string> {
  const normal = normalizeLocationFields(state, config);
  const kind = classifyLocation(normal.location);
  const commaInValues = config.behaviourFlags?.enableCommaInFilterValues === true;
  const out: Record<string, string> = {};
  const query = normal.query.trim();
  if (query !== '') out.query = query;
  if (normal.location !== '') out.location = normal.location;
  if (Number.isSafeInteger(normal.start) && normal.start > 0) out.start = String(normal.start);
  if (normal.pid) out.pid = normal.pid;
  if (normal.sortBy) out.sort_by = normal.sortBy;
  for (const filter of configuredFilters(config).values()) {
    const values = normalizeFilterValues(filterValuesOf(normal.filters, filter.name));
    const kept = filter.multiple ? values : values.slice(0, 1);
    if (kept.length > 0) out[`${FILTER_PARAM_PREFIX}${filter.name}`] = encodeFilterValues(kept, commaInValues);
  }
  if (normal.tab) out.tab = normal.tab;
  if (normal.showLoginModal) out.show_login_modal = '1';
  if (normal.mapBounds) out.map_bounds = formatMapBounds(normal.mapBounds);
  if (normal.latlong) out.latlong = formatLatLng(normal.latlong);
  if (normal.distance !== undefined && normal.distance !== defaultDistanceFor(kind, config)) out.distance = String(normal.distance);
  return { ...out, ...pickPreservedParams(preserved) };
}
