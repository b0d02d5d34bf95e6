import { describe, expect, it } from 'vitest';
import {
  MAP_BOUNDS_PADDING,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  boundsOf,
  clampZoom,
  clusterMarkers,
  clusterStyle,
  markersFromFacets,
  type MapMarker,
} from '../../../engine/search/mapMarkers';

function marker(id: string, lat: number, lng: number, count = 1): MapMarker {
  return { id, latlong: { lat, lng }, count, location: id, is_remote: false };
}

describe('map constants', () => {
  it('zooms from 1 to 13 and pads fitted bounds by 100', () => {
    expect(MAP_MIN_ZOOM).toBe(1);
    expect(MAP_MAX_ZOOM).toBe(13);
    expect(MAP_BOUNDS_PADDING).toBe(100);
  });

  it('clamps a zoom into 1..13', () => {
    expect(clampZoom(0)).toBe(1);
    expect(clampZoom(20)).toBe(13);
    expect(clampZoom(7)).toBe(7);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
});

describe('markersFromFacets', () => {
  it('makes markers from latlong_non_remote and latlong_remote options, the label being the job count', () => {
    const markers = markersFromFacets([
      { filterName: 'department', options: [{ label: 'Sales', value: 'Sales', count: 3 }] },
      { filterName: 'latlong_non_remote', options: [{ label: '12', value: 'Austin, TX:::30.2672,-97.7431', count: 12 }] },
      { filterName: 'latlong_remote', options: [{ label: '3', value: 'Anywhere in Canada:::56.13,-106.35' }] },
    ]);
    expect(markers).toEqual([
      { id: 'latlong_non_remote:Austin, TX:::30.2672,-97.7431', latlong: { lat: 30.2672, lng: -97.7431 }, count: 12, location: 'Austin, TX', is_remote: false },
      {
        id: 'latlong_remote:Anywhere in Canada:::56.13,-106.35',
        latlong: { lat: 56.13, lng: -106.35 },
        count: 3,
        location: 'Anywhere in Canada',
        is_remote: true,
      },
    ]);
  });

  it.each([
    ['a latitude above 90', 'X:::90.5,10'],
    ['a latitude below -90', 'X:::-91,10'],
    ['a longitude above 180', 'X:::10,180.01'],
    ['a longitude below -180', 'X:::10,-200'],
    ['a latitude that is not a number', 'X:::abc,10'],
    ['an empty longitude', 'X:::10,'],
    ['three coordinates', 'X:::1,2,3'],
    ['no separator', 'X 10,20'],
  ])('drops an option with %s', (_name, value) => {
    expect(markersFromFacets([{ filterName: 'latlong_non_remote', options: [{ label: '4', value }] }])).toEqual([]);
  });

  it('keeps the edges of the valid range', () => {
    const markers = markersFromFacets([
      {
        filterName: 'latlong_non_remote',
        options: [
          { label: '1', value: 'Pole:::90,-180' },
          { label: '1', value: 'Other:::-90,180' },
        ],
      },
    ]);
    expect(markers.map((m) => m.latlong)).toEqual([
      { lat: 90, lng: -180 },
      { lat: -90, lng: 180 },
    ]);
  });

  it('reads a location that contains colons up to the last separator', () => {
    expect(markersFromFacets([{ filterName: 'latlong_non_remote', options: [{ label: '2', value: 'Site: A:::1,2' }] }])[0]?.location).toBe('Site: A');
  });

  it('takes the option count when the label is not a count, and drops options with no positive count', () => {
    const markers = markersFromFacets([
      {
        filterName: 'latlong_non_remote',
        options: [
          { label: 'Austin', value: 'A:::1,2', count: 5 },
          { label: '0', value: 'B:::1,2' },
          { label: 'many', value: 'C:::1,2' },
          { label: 7, value: 'D:::1,2' },
        ],
      },
    ]);
    expect(markers.map((m) => [m.location, m.count])).toEqual([
      ['A', 5],
      ['D', 7],
    ]);
  });

  it('adds up the counts of an option listed twice', () => {
    const markers = markersFromFacets([
      {
        filterName: 'latlong_non_remote',
        options: [
          { label: '2', value: 'A:::1,2' },
          { label: '3', value: 'A:::1,2' },
        ],
      },
    ]);
    expect(markers).toHaveLength(1);
    expect(markers[0]?.count).toBe(5);
  });

  it('gives no markers without facets', () => {
    expect(markersFromFacets(undefined)).toEqual([]);
    expect(markersFromFacets([{ filterName: 'latlong_remote', options: null }])).toEqual([]);
  });
});

describe('clusterStyle', () => {
  it.each([
    [1, 'single'],
    [2, 'small'],
    [9, 'small'],
    [10, 'medium'],
    [59, 'medium'],
    [60, 'large'],
    [5000, 'large'],
  ])('styles a count of %i as %s', (count, style) => {
    expect(clusterStyle(count)).toBe(style);
  });
});

describe('boundsOf', () => {
  it('is the smallest box holding every marker', () => {
    expect(boundsOf([marker('a', 30, -97), marker('b', 40.7, -74), marker('c', 34, -118)])).toEqual({ south: 30, west: -118, north: 40.7, east: -74 });
  });

  it('is a point for one marker and undefined for none', () => {
    expect(boundsOf([marker('a', 1, 2)])).toEqual({ south: 1, west: 2, north: 1, east: 2 });
    expect(boundsOf([])).toBeUndefined();
  });
});

describe('clusterMarkers', () => {
  const austin = marker('austin', 30.2672, -97.7431, 12);
  const roundRock = marker('round-rock', 30.5083, -97.6789, 3);
  const newYork = marker('new-york', 40.7128, -74.006, 50);

  it('merges nearby markers into one cluster at a low zoom, adding their counts', () => {
    const clusters = clusterMarkers([austin, roundRock, newYork], 4);
    expect(clusters).toHaveLength(2);
    expect(clusters[0]).toMatchObject({ count: 15, style: 'medium', markers: [austin, roundRock] });
    expect(clusters[1]).toMatchObject({ id: 'new-york', count: 50, style: 'medium', latlong: newYork.latlong, markers: [newYork] });
  });

  it('separates the same markers at a higher zoom', () => {
    expect(clusterMarkers([austin, roundRock, newYork], 10).map((c) => c.id)).toEqual(['austin', 'round-rock', 'new-york']);
  });

  it('places a cluster at the job-weighted centre of its markers', () => {
    const [cluster] = clusterMarkers([marker('a', 10, 10, 3), marker('b', 10.4, 10.4, 1)], 1);
    expect(cluster?.latlong.lat).toBeCloseTo(10.1);
    expect(cluster?.latlong.lng).toBeCloseTo(10.1);
  });

  it('merges markers at the same place even at the highest zoom, and clamps the zoom', () => {
    const clusters = clusterMarkers([marker('a', 1, 2, 1), marker('b', 1, 2, 1)], 99);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ count: 2, style: 'small' });
    expect(clusters[0]?.id).toBe(clusterMarkers([marker('a', 1, 2, 1), marker('b', 1, 2, 1)], 13)[0]?.id);
  });

  it('styles a lone marker with one job as a single pin', () => {
    expect(clusterMarkers([marker('a', 1, 2, 1)], 5)).toEqual([
      { id: 'a', latlong: { lat: 1, lng: 2 }, count: 1, style: 'single', markers: [marker('a', 1, 2, 1)] },
    ]);
  });

  it('keeps markers near the poles and drops invalid ones', () => {
    const clusters = clusterMarkers([marker('north', 90, 0), marker('south', -90, 0), marker('bad', 100, 0)], 3);
    expect(clusters.map((c) => c.id)).toEqual(['north', 'south']);
  });

  it('gives no clusters without markers', () => {
    expect(clusterMarkers([], 5)).toEqual([]);
  });
});
