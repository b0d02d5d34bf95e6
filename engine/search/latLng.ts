/** A point on the map, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * A rectangle on the map, in the shape of Google's LatLngBoundsLiteral so the map widget can pass it
 * straight through. `west > east` is a box that crosses the antimeridian.
 */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

const DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

/** A strict decimal: Number() would also take '', ' ', '0x1f' and 'Infinity'. */
export function parseDecimal(text: string | undefined | null): number | undefined {
  if (typeof text !== 'string') return undefined;
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

export function isValidLatitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -90 && value <= 90;
}

export function isValidLongitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -180 && value <= 180;
}

/** Spec section 5: latitude -90..90, longitude -180..180. */
export function isValidLatLng(point: { lat: unknown; lng: unknown } | null | undefined): point is LatLng {
  return !!point && isValidLatitude(point.lat) && isValidLongitude(point.lng);
}

/** 'lat,lng' (the latlong parameter and the map facet values) → a point, or undefined when invalid. */
export function parseLatLng(text: string | undefined | null): LatLng | undefined {
  if (typeof text !== 'string') return undefined;
  const parts = text.split(',');
  if (parts.length !== 2) return undefined;
  const point = { lat: parseDecimal(parts[0]), lng: parseDecimal(parts[1]) };
  return isValidLatLng(point) ? point : undefined;
}

export function formatLatLng(point: LatLng): string {
  return `${point.lat},${point.lng}`;
}

/** A box is valid when both corners are valid points and south is not above north. */
export function isValidMapBounds(bounds: MapBounds | null | undefined): bounds is MapBounds {
  return (
    !!bounds && isValidLatLng({ lat: bounds.south, lng: bounds.west }) && isValidLatLng({ lat: bounds.north, lng: bounds.east }) && bounds.south <= bounds.north
  );
}

/** 'swLat,swLng,neLat,neLng' (the map_bounds parameter) → a box, or undefined when invalid. */
export function parseMapBounds(text: string | undefined | null): MapBounds | undefined {
  if (typeof text !== 'string') return undefined;
  const parts = text.split(',').map(parseDecimal);
  if (parts.length !== 4) return undefined;
  const [south, west, north, east] = parts;
  if (south === undefined || west === undefined || north === undefined || east === undefined) return undefined;
  const bounds = { south, west, north, east };
  return isValidMapBounds(bounds) ? bounds : undefined;
}

/** The map_bounds parameter: south-west then north-east corner, each lat,lng. */
export function formatMapBounds(bounds: MapBounds): string {
  return `${bounds.south},${bounds.west},${bounds.north},${bounds.east}`;
}
