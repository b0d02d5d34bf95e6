import { describe, expect, it } from 'vitest';
import { formatLatLng, formatMapBounds, parseLatLng, parseMapBounds } from '../../../engine/search/latLng';
import { canonicalLocation, classifyLocation } from '../../../engine/search/searchLocation';

describe('location specials', () => {
  it.each([
    ['remote', 'remote', 'remote'],
    ['REMOTE', 'remote', 'remote'],
    ['current location', 'currentLocation', 'current location'],
    ['Current  Location', 'currentLocation', 'current location'],
    ['Map Location', 'mapLocation', 'Map Location'],
    ['map location', 'mapLocation', 'Map Location'],
    ['Map Area', 'mapArea', 'Map Area'],
    [' map area ', 'mapArea', 'Map Area'],
    ['Austin', 'place', 'Austin'],
    ['Remote, OR', 'place', 'Remote, OR'],
    ['', 'none', ''],
    ['constructor', 'place', 'constructor'],
  ])('reads %j as %s, spelled %j', (location, kind, canonical) => {
    expect(classifyLocation(location)).toBe(kind);
    expect(canonicalLocation(location)).toBe(canonical);
  });
});

describe('coordinates in parameters', () => {
  it('reads and writes latlong as lat,lng within -90..90 and -180..180', () => {
    expect(parseLatLng('30.27,-97.74')).toEqual({ lat: 30.27, lng: -97.74 });
    expect(parseLatLng(' 1 , 2 ')).toEqual({ lat: 1, lng: 2 });
    expect(formatLatLng({ lat: 30.27, lng: -97.74 })).toBe('30.27,-97.74');
    expect(parseLatLng('90.1,0')).toBeUndefined();
    expect(parseLatLng('0,-180.1')).toBeUndefined();
    expect(parseLatLng('Infinity,0')).toBeUndefined();
    expect(parseLatLng(null)).toBeUndefined();
  });

  it('reads and writes map_bounds as the south-west then north-east corner', () => {
    expect(parseMapBounds('40.5,-74.3,40.9,-73.7')).toEqual({ south: 40.5, west: -74.3, north: 40.9, east: -73.7 });
    expect(formatMapBounds({ south: 40.5, west: -74.3, north: 40.9, east: -73.7 })).toBe('40.5,-74.3,40.9,-73.7');
  });

  it('accepts a box across the antimeridian and refuses one upside down', () => {
    expect(parseMapBounds('-10,170,10,-170')).toEqual({ south: -10, west: 170, north: 10, east: -170 });
    expect(parseMapBounds('10,0,-10,5')).toBeUndefined();
  });
});
