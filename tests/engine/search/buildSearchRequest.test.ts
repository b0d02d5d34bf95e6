import { describe, expect, it } from 'vitest';
import { buildQueryString } from '../../../engine/api/buildQueryString';
import { SEARCH_API_PATH, buildSearchRequest, searchCacheKey, sortToSend } from '../../../engine/search/buildSearchRequest';
import { emptySearchState, type SearchState } from '../../../engine/search/searchState';
import { changeFilter, changePage, changeSort, newSearch } from '../../../engine/search/searchTransitions';
import { searchTestConfig } from './searchTestConfig';

const config = searchTestConfig();
const commaConfig = searchTestConfig({ commaInValues: true });

const search: SearchState = { ...emptySearchState(), query: 'engineer', location: 'Austin', start: 10, sortBy: 'date' };
const sameUrl = { query: 'engineer', location: 'Austin' };

describe('buildSearchRequest', () => {
  it('targets GET /api/pcsx/search', () => {
    expect(SEARCH_API_PATH).toBe('/api/pcsx/search');
  });

  it("sends the employer's domain, query, location, start, sort and language", () => {
    expect(buildSearchRequest(search, config, sameUrl, { language: 'fr' })).toEqual({
      domain: 'acme.com',
      query: 'engineer',
      location: 'Austin',
      start: 10,
      sort_by: 'date',
      hl: 'fr',
    });
  });

  it('always sends start, 0 included, and leaves out an empty query and location', () => {
    expect(buildSearchRequest(emptySearchState(), config, { query: '', location: '' })).toEqual({ domain: 'acme.com', start: 0 });
  });

  it('sends the sort only when the URL query and location match the state', () => {
    expect(buildSearchRequest(search, config, { query: 'designer', location: 'Austin' }).sort_by).toBeUndefined();
    expect(buildSearchRequest(search, config, { query: 'engineer', location: 'Boston' }).sort_by).toBeUndefined();
    expect(buildSearchRequest(search, config, sameUrl).sort_by).toBe('date');
  });

  it('compares the URL query and location with the state without regard to case and spacing', () => {
    expect(sortToSend(search, { query: ' Engineer ', location: 'AUSTIN' })).toBe('date');
  });

  it('sends the sort of a path search once the state agrees with the path', () => {
    const fromPath = { ...emptySearchState(), query: 'software engineer', location: 'new york', sortBy: 'date' };
    expect(buildSearchRequest(fromPath, config, { query: 'software engineer', location: 'new york' }).sort_by).toBe('date');
  });

  it("sends map_bounds and no location for 'Map Area'", () => {
    const area = { ...search, location: 'Map Area', mapBounds: { south: 40.5, west: -74.3, north: 40.9, east: -73.7 } };
    const params = buildSearchRequest(area, config, { query: 'engineer', location: 'Map Area' });
    expect(params.map_bounds).toBe('40.5,-74.3,40.9,-73.7');
    expect(params).not.toHaveProperty('location');
    expect(params).not.toHaveProperty('latlong');
    expect(params).not.toHaveProperty('distance');
  });

  it("sends no location at all for 'Map Area' without bounds", () => {
    const params = buildSearchRequest({ ...search, location: 'Map Area' }, config, sameUrl);
    expect(params).not.toHaveProperty('location');
    expect(params).not.toHaveProperty('map_bounds');
  });

  it("sends 'Map Location' with its point and distance 0", () => {
    const point = { ...search, location: 'Map Location', latlong: { lat: 40.7, lng: -74 }, distance: 30 };
    expect(buildSearchRequest(point, config, sameUrl)).toMatchObject({ location: 'Map Location', latlong: '40.7,-74', distance: 0 });
  });

  it("sends 'current location' with latlong and the config's default distance", () => {
    const around = { ...search, location: 'current location', latlong: { lat: 30.27, lng: -97.74 } };
    expect(buildSearchRequest(around, config, sameUrl)).toMatchObject({ location: 'current location', latlong: '30.27,-97.74', distance: 50 });
    expect(buildSearchRequest({ ...around, distance: 5 }, config, sameUrl).distance).toBe(5);
  });

  it("leaves the location out for 'current location' until a latlong is known", () => {
    const params = buildSearchRequest({ ...search, location: 'current location' }, config, sameUrl);
    expect(params).not.toHaveProperty('location');
    expect(params).not.toHaveProperty('latlong');
    expect(params).not.toHaveProperty('distance');
  });

  it("sends 'remote' as the location, without a distance", () => {
    const params = buildSearchRequest({ ...search, location: 'Remote', distance: 10 }, config, sameUrl);
    expect(params.location).toBe('remote');
    expect(params).not.toHaveProperty('distance');
  });

  it('sends a distance chosen for a typed place', () => {
    expect(buildSearchRequest({ ...search, distance: 25 }, config, sameUrl).distance).toBe(25);
  });

  it('sends each configured filter as filter_<name> with sorted, comma-joined values', () => {
    const filtered = { ...search, filters: { department: ['Sales', 'Engineering'], employment_type: ['full_time'], salary: ['high'] } };
    const params = buildSearchRequest(filtered, config, sameUrl);
    expect(params.filter_department).toBe('Engineering,Sales');
    expect(params.filter_employment_type).toBe('full_time');
    expect(params).not.toHaveProperty('filter_salary');
  });

  it('sends one value of a single-choice filter', () => {
    expect(buildSearchRequest({ ...search, filters: { remote: ['true', 'false'] } }, config, sameUrl).filter_remote).toBe('true');
  });

  it('with enableCommaInFilterValues, escapes commas and percent signs inside each value', () => {
    const filtered = { ...search, filters: { location: ['Austin, TX', 'Boston', '50% off'] } };
    expect(buildSearchRequest(filtered, commaConfig, sameUrl).filter_location).toBe('50%25 off,Austin%2C TX,Boston');
    expect(buildSearchRequest(filtered, config, sameUrl).filter_location).toBe('50% off,Austin, TX,Boston');
  });

  it('makes a query string through the request layer', () => {
    const params = buildSearchRequest({ ...search, filters: { department: ['R&D'] } }, config, sameUrl, { language: 'en' });
    expect(buildQueryString(params)).toBe('?domain=acme.com&query=engineer&location=Austin&start=10&sort_by=date&filter_department=R%26D&hl=en');
  });
});

describe('searchCacheKey', () => {
  const key = (state: SearchState) => searchCacheKey(state);

  it('is the same for the same filters chosen in another order', () => {
    const a = changeFilter(changeFilter(search, 'department', ['Sales', 'HR']), 'employment_type', ['full_time']);
    const b = changeFilter(changeFilter(search, 'employment_type', ['full_time']), 'department', ['HR', 'Sales']);
    expect(key(a)).toBe(key(b));
  });

  it('differs by filters, start, query and location', () => {
    const keys = new Set([
      key(search),
      key(changeFilter(search, 'department', ['Sales'])),
      key(changePage(search, 20)),
      key({ ...search, query: 'designer' }),
      key({ ...search, location: 'Boston' }),
    ]);
    expect(keys.size).toBe(5);
  });

  it('ignores the chosen position, the tab and the login modal, which do not change the results', () => {
    expect(key({ ...search, pid: '5', tab: 'x', showLoginModal: true })).toBe(key(search));
  });

  it('tells two map areas, two map points and two distances apart', () => {
    const area = newSearch(search, { query: 'x', location: 'Map Area', mapBounds: { south: 1, west: 2, north: 3, east: 4 } }, config);
    const otherArea = newSearch(search, { query: 'x', location: 'Map Area', mapBounds: { south: 1, west: 2, north: 3, east: 5 } }, config);
    expect(key(area)).not.toBe(key(otherArea));
    const point = newSearch(search, { query: 'x', location: 'Map Location', latlong: { lat: 1, lng: 2 } }, config);
    const otherPoint = newSearch(search, { query: 'x', location: 'Map Location', latlong: { lat: 1, lng: 3 } }, config);
    expect(key(point)).not.toBe(key(otherPoint));
    expect(key({ ...search, distance: 10 })).not.toBe(key({ ...search, distance: 20 }));
  });

  it('includes the sort only when it is sent', () => {
    expect(key(changeSort(search, 'relevance'))).not.toBe(key(search));
    const unsorted = { ...search, sortBy: undefined };
    expect(searchCacheKey(search, { query: 'designer', location: 'Austin' })).toBe(key(unsorted));
  });
});
