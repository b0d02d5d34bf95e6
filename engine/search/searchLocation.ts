import type { EmployerConfig } from '../../schemas/generated/employer-config';
import { isValidLatLng, isValidMapBounds, type LatLng, type MapBounds } from './latLng';

/** Spec section 4: the location special values, spelled as the spec and the server spell them. */
export const LOCATION_REMOTE = 'remote';
export const LOCATION_CURRENT = 'current location';
export const LOCATION_MAP_POINT = 'Map Location';
export const LOCATION_MAP_AREA = 'Map Area';

/**
 * - none: no location; place: a typed place name;
 * - remote: remote jobs;
 * - currentLocation: around the visitor's position (latlong), within distance (config default);
 * - mapLocation: a point chosen on the map (latlong), distance 0;
 * - mapArea: the visible map rectangle, sent as map_bounds with no location.
 */
export type LocationKind = 'none' | 'place' | 'remote' | 'currentLocation' | 'mapLocation' | 'mapArea';

const SPECIALS: Readonly<Record<string, { kind: LocationKind; canonical: string }>> = {
  [LOCATION_REMOTE.toLowerCase()]: { kind: 'remote', canonical: LOCATION_REMOTE },
  [LOCATION_CURRENT.toLowerCase()]: { kind: 'currentLocation', canonical: LOCATION_CURRENT },
  [LOCATION_MAP_POINT.toLowerCase()]: { kind: 'mapLocation', canonical: LOCATION_MAP_POINT },
  [LOCATION_MAP_AREA.toLowerCase()]: { kind: 'mapArea', canonical: LOCATION_MAP_AREA },
};

function special(location: string) {
  const key = location.trim().replace(/\s+/g, ' ').toLowerCase();
  return Object.hasOwn(SPECIALS, key) ? SPECIALS[key] : undefined;
}

/** Specials are recognised whatever their case and spacing ('/careers/x/map-area' reads 'map area'). */
export function classifyLocation(location: string): LocationKind {
  const match = special(location);
  if (match) return match.kind;
  return location.trim() === '' ? 'none' : 'place';
}

/** A special in its canonical spelling; any other location trimmed. */
export function canonicalLocation(location: string): string {
  return special(location)?.canonical ?? location.trim();
}

/** The distance a location kind starts with: the config default around the visitor, 0 on a map point. */
export function defaultDistanceFor(kind: LocationKind, config: EmployerConfig): number | undefined {
  if (kind === 'mapLocation') return 0;
  if (kind === 'currentLocation') {
    const fallback = config.pcsxConfig?.searchConfig?.currentLocation?.defaultDistance;
    return isValidDistance(fallback) ? fallback : undefined;
  }
  return undefined;
}

export function isValidDistance(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

export interface SearchLocationFields {
  location: string;
  /** Map Area only. */
  mapBounds?: MapBounds;
  /** Search radius; kept for a place or the current location, always 0 for a map point. */
  distance?: number;
  /** Current location and Map Location only. */
  latlong?: LatLng;
}

/**
 * Makes the location fields agree with the kind of location: a special gets its canonical spelling,
 * fields that mean nothing for the kind are dropped, invalid coordinates are dropped, and the
 * distance gets the kind's default when it has none (Map Location is always 0).
 */
export function normalizeLocationFields<T extends SearchLocationFields>(fields: T, config: EmployerConfig): T {
  const location = canonicalLocation(fields.location);
  const kind = classifyLocation(location);
  const latlong = isValidLatLng(fields.latlong) ? fields.latlong : undefined;
  const mapBounds = isValidMapBounds(fields.mapBounds) ? fields.mapBounds : undefined;
  const distance = isValidDistance(fields.distance) ? fields.distance : undefined;
  const result: T = { ...fields, location, mapBounds: undefined, distance: undefined, latlong: undefined };
  switch (kind) {
    case 'place':
      result.distance = distance;
      break;
    case 'currentLocation':
      result.latlong = latlong;
      result.distance = distance ?? defaultDistanceFor(kind, config);
      break;
    case 'mapLocation':
      result.latlong = latlong;
      result.distance = 0;
      break;
    case 'mapArea':
      result.mapBounds = mapBounds;
      break;
    case 'none':
    case 'remote':
      break;
  }
  return dropUndefined(result);
}

function dropUndefined<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (value[key] === undefined) delete value[key];
  }
  return value;
}
