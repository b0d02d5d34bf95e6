import { isValidLatLng, parseDecimal, type LatLng, type MapBounds } from './latLng';
import type { SearchFacet } from './searchFacet';

/** Spec section 9. */
export const MAP_MIN_ZOOM = 1;
export const MAP_MAX_ZOOM = 13;
export const MAP_BOUNDS_PADDING = 100;
/** Side of a clustering cell, in screen pixels (the MarkerClusterer default). */
export const MAP_CLUSTER_GRID_PX = 60;

/** Facets that carry map locations: option value 'location:::lat,long', label = job count. */
export const MAP_FACET_ON_SITE = 'latlong_non_remote';
export const MAP_FACET_REMOTE = 'latlong_remote';
const LOCATION_SEPARATOR = ':::';

export interface MapMarker {
  id: string;
  latlong: LatLng;
  /** Jobs at this location. */
  count: number;
  location: string;
  is_remote: boolean;
}

/** 1 → a single pin; under 10 small; under 60 medium; otherwise large. */
export type ClusterStyle = 'single' | 'small' | 'medium' | 'large';

export function clusterStyle(count: number): ClusterStyle {
  if (count <= 1) return 'single';
  if (count < 10) return 'small';
  if (count < 60) return 'medium';
  return 'large';
}

function jobCount(label: unknown, fallback: unknown): number | undefined {
  const fromLabel = typeof label === 'number' ? label : typeof label === 'string' ? parseDecimal(label) : undefined;
  for (const count of [fromLabel, fallback]) {
    if (typeof count === 'number' && Number.isInteger(count) && count > 0) return count;
  }
  return undefined;
}

/** 'location:::lat,long' → its parts; the last ':::' splits, so a location may contain colons. */
function parseMarkerValue(value: string): { location: string; latlong: LatLng } | undefined {
  const at = value.lastIndexOf(LOCATION_SEPARATOR);
  if (at < 0) return undefined;
  const coordinates = value.slice(at + LOCATION_SEPARATOR.length).split(',');
  if (coordinates.length !== 2) return undefined;
  const latlong = { lat: parseDecimal(coordinates[0]), lng: parseDecimal(coordinates[1]) };
  if (!isValidLatLng(latlong)) return undefined;
  return { location: value.slice(0, at).trim(), latlong };
}

/**
 * Markers from the map facets of a search answer (filterDef.allFilters). Options whose coordinates
 * are not numbers or fall outside latitude -90..90 / longitude -180..180 are dropped, as are options
 * without a positive whole job count (the label, else the option's count). The same option listed
 * twice in a facet is one marker with the counts added.
 */
export function markersFromFacets(facets: readonly SearchFacet[] | null | undefined): MapMarker[] {
  const markers = new Map<string, MapMarker>();
  for (const facet of facets ?? []) {
    const isRemote = facet.filterName === MAP_FACET_REMOTE;
    if (!isRemote && facet.filterName !== MAP_FACET_ON_SITE) continue;
    for (const option of facet.options ?? []) {
      if (typeof option.value !== 'string') continue;
      const parsed = parseMarkerValue(option.value);
      const count = jobCount(option.label, option.count);
      if (!parsed || count === undefined) continue;
      const id = `${facet.filterName}:${option.value}`;
      const existing = markers.get(id);
      if (existing) existing.count += count;
      else markers.set(id, { id, latlong: parsed.latlong, count, location: parsed.location, is_remote: isRemote });
    }
  }
  return [...markers.values()];
}

/**
 * The smallest box holding every marker, for fitBounds (with MAP_BOUNDS_PADDING); undefined without
 * markers. Longitudes are taken as they are: markers on both sides of the antimeridian give a box
 * spanning the world the other way, which still shows them all.
 */
export function boundsOf(markers: readonly { latlong: LatLng }[]): MapBounds | undefined {
  const first = markers[0];
  if (!first) return undefined;
  const bounds = { south: first.latlong.lat, west: first.latlong.lng, north: first.latlong.lat, east: first.latlong.lng };
  for (const { latlong } of markers) {
    bounds.south = Math.min(bounds.south, latlong.lat);
    bounds.north = Math.max(bounds.north, latlong.lat);
    bounds.west = Math.min(bounds.west, latlong.lng);
    bounds.east = Math.max(bounds.east, latlong.lng);
  }
  return bounds;
}

export interface MarkerCluster {
  id: string;
  /** The job-count-weighted centre of its markers. */
  latlong: LatLng;
  /** Jobs in all its markers. */
  count: number;
  style: ClusterStyle;
  markers: MapMarker[];
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MAP_MIN_ZOOM;
  return Math.min(MAP_MAX_ZOOM, Math.max(MAP_MIN_ZOOM, zoom));
}

/** Web Mercator latitude limit: the projection is infinite at the poles. */
const MAX_MERCATOR_LAT = 85.05112878;

/** World pixel coordinates at a zoom (256 px tiles), as Google Maps projects them. */
function toWorldPixels(point: LatLng, zoom: number): { x: number; y: number } {
  const scale = 256 * 2 ** zoom;
  const lat = Math.min(MAX_MERCATOR_LAT, Math.max(-MAX_MERCATOR_LAT, point.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((point.lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/**
 * Grid clustering: the world at this zoom (clamped to 1..13) is cut into square cells of
 * MAP_CLUSTER_GRID_PX screen pixels, so a cell covers half as many degrees at each zoom step; the
 * markers of one cell become one cluster whose count is the sum of theirs. Clusters come in the
 * order of their first marker. A cluster of one marker keeps that marker's id and position.
 */
export function clusterMarkers(markers: readonly MapMarker[], zoom: number): MarkerCluster[] {
  const level = clampZoom(zoom);
  const cells = new Map<string, MapMarker[]>();
  for (const marker of markers) {
    if (!isValidLatLng(marker.latlong)) continue;
    const { x, y } = toWorldPixels(marker.latlong, level);
    const cell = `${Math.floor(x / MAP_CLUSTER_GRID_PX)}:${Math.floor(y / MAP_CLUSTER_GRID_PX)}`;
    const members = cells.get(cell);
    if (members) members.push(marker);
    else cells.set(cell, [marker]);
  }
  return [...cells.entries()].map(([cell, members]) => {
    const count = members.reduce((sum, marker) => sum + marker.count, 0);
    const only = members.length === 1 ? members[0] : undefined;
    return {
      id: only ? only.id : `cluster:${level}:${cell}`,
      latlong: only ? only.latlong : weightedCentre(members),
      count,
      style: clusterStyle(count),
      markers: members,
    };
  });
}

function weightedCentre(markers: readonly MapMarker[]): LatLng {
  let weight = 0;
  let lat = 0;
  let lng = 0;
  for (const marker of markers) {
    const w = Math.max(1, marker.count);
    weight += w;
    lat += marker.latlong.lat * w;
    lng += marker.latlong.lng * w;
  }
  return { lat: lat / weight, lng: lng / weight };
}
