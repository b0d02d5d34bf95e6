import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { SearchQuery } from '../../schemas/generated/api/search';
import { badRequest } from '../http/HttpError';
import { normalizeKeyword } from './keywordQuery';
import { SUPPORTED_FILTERS } from './searchFilters';

export type SortBy = 'relevance' | 'date' | 'distance';

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Where the positions must be. */
export type PlaceConstraint =
  | { kind: 'anywhere' }
  | { kind: 'text'; text: string }
  | { kind: 'remote' }
  /** Within km of a point: 'current location', or 'Map Location' with a distance. */
  | { kind: 'near'; point: GeoPoint; km: number }
  /** 'Map Location' with distance 0: the positions of the map markers in the 0.1° cell of that point (remote markers there included). */
  | { kind: 'marker'; point: GeoPoint }
  /** 'Map Area': inside the bounds (west > east crosses the antimeridian). */
  | { kind: 'area'; south: number; west: number; north: number; east: number };

export interface SearchSpec {
  domain: string;
  /** As typed (trimmed), for saved-search matching. */
  query: string;
  keyword: string;
  /** The location parameter as sent (trimmed). */
  location: string;
  place: PlaceConstraint;
  /** Distances are measured from here (sort_by=distance, distance_km); null when the search has no point. */
  reference: GeoPoint | null;
  /** Honoured filters only (configured and supported), in config order, each with at least one value. */
  filters: { name: string; values: string[] }[];
  sortBy: SortBy;
  start: number;
  pageSize: number;
}

const DEFAULT_PAGE_SIZE = 10;
const SPECIAL = { remote: 'remote', currentLocation: 'current location', mapLocation: 'map location', mapArea: 'map area' } as const;

function parseNumbers(text: string): number[] {
  return text.split(',').map((part) => Number(part.trim()));
}

function checkPoint(lat: number, lng: number, what: string): GeoPoint {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || lat < -90 || lat > 90 || lng < -180 || lng > 180) {
    throw badRequest(`${what} must be latitude -90..90 and longitude -180..180.`);
  }
  return { lat, lng };
}

function parsePoint(latlong: string | undefined, what: string): GeoPoint | null {
  if (!latlong) return null;
  const [lat, lng] = parseNumbers(latlong);
  return checkPoint(lat!, lng!, what);
}

/** filter_<name> values: comma-separated (unless enableCommaInFilterValues) or the parameter repeated. */
function filterValues(raw: unknown, commaInValues: boolean): string[] {
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const values = list.flatMap((item) => (commaInValues ? [String(item)] : String(item).split(','))).map((value) => value.trim());
  return [...new Set(values.filter(Boolean))];
}

/**
 * Reads a search request the way the portal's URL state works (spec §4 Search): filters not in the
 * employer's config are dropped, location specials decide the place, sort falls back to relevance
 * when there is no point to measure distance from.
 */
export function parseSearchRequest(query: SearchQuery, domain: string, config: EmployerConfig): SearchSpec {
  const searchConfig = config.pcsxConfig?.searchConfig ?? {};
  const commaInValues = config.behaviourFlags?.enableCommaInFilterValues === true;

  const filters: SearchSpec['filters'] = [];
  for (const filter of searchConfig.allFilters ?? []) {
    if (!SUPPORTED_FILTERS.has(filter.name) || filters.some((f) => f.name === filter.name)) continue;
    let values = filterValues(query[`filter_${filter.name}`], commaInValues);
    if (filter.multiple === false) values = values.slice(0, 1);
    if (values.length) filters.push({ name: filter.name, values });
  }

  const location = (query.location ?? '').replace(/\s+/g, ' ').trim();
  const special = location.toLowerCase();
  const latlong = parsePoint(query.latlong, 'latlong');
  let place: PlaceConstraint;
  let reference: GeoPoint | null = latlong;
  if (special === SPECIAL.remote) {
    place = { kind: 'remote' };
  } else if (special === SPECIAL.currentLocation) {
    if (!latlong) throw badRequest('Searching near your current location needs latlong (lat,lng).');
    const km = query.distance ?? searchConfig.currentLocation?.defaultDistance ?? 50;
    place = { kind: 'near', point: latlong, km };
  } else if (special === SPECIAL.mapLocation) {
    if (!latlong) throw badRequest('A Map Location search needs latlong (lat,lng).');
    const km = query.distance ?? 0;
    place = km > 0 ? { kind: 'near', point: latlong, km } : { kind: 'marker', point: latlong };
  } else if (special === SPECIAL.mapArea || (!location && query.map_bounds)) {
    if (!query.map_bounds) throw badRequest('A Map Area search needs map_bounds (south-west and north-east lat,lng,lat,lng).');
    const [south, west, north, east] = parseNumbers(query.map_bounds);
    checkPoint(south!, west!, 'map_bounds south-west');
    checkPoint(north!, east!, 'map_bounds north-east');
    if (south! > north!) throw badRequest('map_bounds: the south-west latitude must not be north of the north-east one.');
    place = { kind: 'area', south: south!, west: west!, north: north!, east: east! };
    reference ??= { lat: (south! + north!) / 2, lng: west! <= east! ? (west! + east!) / 2 : (((west! + east! + 360) / 2 + 180) % 360) - 180 };
  } else {
    place = location ? { kind: 'text', text: location } : { kind: 'anywhere' };
  }

  const requested = query.sort_by ?? 'relevance';
  const sortBy: SortBy = requested === 'distance' && !reference ? 'relevance' : requested;
  const pageSize = searchConfig.pageSize ?? DEFAULT_PAGE_SIZE;
  return {
    domain,
    query: (query.query ?? '').trim(),
    keyword: normalizeKeyword(query.query),
    location,
    place,
    reference,
    filters,
    sortBy,
    start: query.start ?? 0,
    pageSize,
  };
}
