import { describe, expect, it } from 'vitest';
import { emptySearchState, type SearchState } from '../../../engine/search/searchState';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_STALE_MS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_SIZE,
  changeFilter,
  changePage,
  changeSort,
  clearFilters,
  newSearch,
  onLogin,
  searchCurrentLocation,
  searchMapArea,
  searchMapLocation,
  searchPageSize,
  selectPosition,
  startOfPage,
} from '../../../engine/search/searchTransitions';
import { searchTestConfig } from './searchTestConfig';

const config = searchTestConfig();

const browsing: SearchState = {
  query: 'engineer',
  location: 'Austin',
  start: 30,
  pid: '12',
  sortBy: 'date',
  filters: { department: ['Engineering'] },
  showLoginModal: false,
};

describe('search constants', () => {
  it('uses the spec figures: page size 10, search debounce 1000 ms, autocomplete debounce 500 ms and 2 minutes stale', () => {
    expect(SEARCH_PAGE_SIZE).toBe(10);
    expect(SEARCH_DEBOUNCE_MS).toBe(1000);
    expect(AUTOCOMPLETE_DEBOUNCE_MS).toBe(500);
    expect(AUTOCOMPLETE_STALE_MS).toBe(120_000);
  });

  it('pages by 10 unless the config sets a positive whole page size', () => {
    expect(searchPageSize(config)).toBe(10);
    expect(searchPageSize(searchTestConfig({ pageSize: 20 }))).toBe(20);
    expect(searchPageSize(searchTestConfig({ pageSize: 0 }))).toBe(10);
    expect(searchPageSize(searchTestConfig({ pageSize: 2.5 }))).toBe(10);
  });
});

describe('changeFilter', () => {
  it('sets the values and goes back to the first page', () => {
    const next = changeFilter(browsing, 'employment_type', ['full_time']);
    expect(next.start).toBe(0);
    expect(next.filters).toEqual({ department: ['Engineering'], employment_type: ['full_time'] });
  });

  it('keeps the chosen position, the query, the location and the sort', () => {
    expect(changeFilter(browsing, 'department', ['Sales'])).toMatchObject({ pid: '12', query: 'engineer', location: 'Austin', sortBy: 'date' });
  });

  it('removes the filter when no value is left', () => {
    expect(changeFilter(browsing, 'department', []).filters).toEqual({});
    expect(changeFilter(browsing, 'department', ['  ', '']).filters).toEqual({});
  });

  it('trims values and removes duplicates', () => {
    expect(changeFilter(browsing, 'department', [' Sales ', 'Sales', 'HR']).filters).toEqual({ department: ['Sales', 'HR'] });
  });

  it('does not change the state it was given', () => {
    const before = structuredClone(browsing);
    changeFilter(browsing, 'department', ['Sales']);
    expect(browsing).toEqual(before);
  });

  it('stores a filter named like an Object property as an own value', () => {
    const next = changeFilter(emptySearchState(), '__proto__', ['x']);
    expect(Object.getPrototypeOf(next.filters)).toBe(Object.prototype);
    expect(Object.keys(next.filters)).toEqual(['__proto__']);
  });

  it('clears all filters at once, back on the first page', () => {
    expect(clearFilters(browsing)).toMatchObject({ filters: {}, start: 0, pid: '12' });
  });
});

describe('newSearch', () => {
  it('goes back to the first page and clears the chosen position', () => {
    const next = newSearch(browsing, { query: 'designer', location: 'Boston' }, config);
    expect(next).toEqual({ ...browsing, query: 'designer', location: 'Boston', start: 0, pid: undefined });
    expect('pid' in next).toBe(false);
  });

  it('keeps the filters and the sort, and trims the query and location', () => {
    expect(newSearch(browsing, { query: '  designer ', location: ' Boston ' }, config)).toMatchObject({
      query: 'designer',
      location: 'Boston',
      filters: { department: ['Engineering'] },
      sortBy: 'date',
    });
  });

  it("searches remote jobs with 'remote', without coordinates or distance", () => {
    const around = { ...browsing, location: 'current location', latlong: { lat: 1, lng: 2 }, distance: 10 };
    const next = newSearch(around, { query: 'x', location: 'Remote' }, config);
    expect(next.location).toBe('remote');
    expect(next.latlong).toBeUndefined();
    expect(next.distance).toBeUndefined();
  });

  it("searches around the current location with the config's default distance", () => {
    const next = newSearch(browsing, { query: 'x', location: 'current location', latlong: { lat: 30.27, lng: -97.74 } }, config);
    expect(next).toMatchObject({ location: 'current location', latlong: { lat: 30.27, lng: -97.74 }, distance: 50 });
  });

  it('keeps the chosen distance while the location stays the current location', () => {
    const around = { ...browsing, location: 'current location', latlong: { lat: 1, lng: 2 }, distance: 10 };
    expect(newSearch(around, { query: 'nurse', location: 'current location' }, config)).toMatchObject({ latlong: { lat: 1, lng: 2 }, distance: 10 });
  });

  it('has no distance around the current location when the config gives no default', () => {
    const bare = { ...config, pcsxConfig: { searchConfig: {} } };
    expect(newSearch(browsing, { query: '', location: 'current location', latlong: { lat: 1, lng: 2 } }, bare).distance).toBeUndefined();
  });

  it("sets the distance to 0 for 'Map Location'", () => {
    const next = newSearch({ ...browsing, distance: 25 }, { query: 'x', location: 'Map Location', latlong: { lat: 40.7, lng: -74 }, distance: 5 }, config);
    expect(next).toMatchObject({ location: 'Map Location', latlong: { lat: 40.7, lng: -74 }, distance: 0 });
  });

  it("keeps only the bounds for 'Map Area'", () => {
    const bounds = { south: 40.5, west: -74.3, north: 40.9, east: -73.7 };
    const next = newSearch({ ...browsing, latlong: { lat: 1, lng: 1 }, distance: 5 }, { query: 'x', location: 'Map Area', mapBounds: bounds }, config);
    expect(next.location).toBe('Map Area');
    expect(next.mapBounds).toEqual(bounds);
    expect(next.latlong).toBeUndefined();
    expect(next.distance).toBeUndefined();
  });

  it('drops map bounds and coordinates when a place is typed after a map search', () => {
    const area = { ...browsing, location: 'Map Area', mapBounds: { south: 1, west: 2, north: 3, east: 4 } };
    const next = newSearch(area, { query: 'x', location: 'Denver' }, config);
    expect(next.mapBounds).toBeUndefined();
    expect(next.latlong).toBeUndefined();
  });

  it('starts a new place without the distance of a previous kind of location', () => {
    const around = { ...browsing, location: 'current location', latlong: { lat: 1, lng: 2 }, distance: 10 };
    expect(newSearch(around, { query: '', location: 'Denver' }, config).distance).toBeUndefined();
    expect(newSearch({ ...browsing, distance: 15 }, { query: '', location: 'Denver' }, config).distance).toBe(15);
  });

  it("offers shortcuts for 'search this area' and a map point that keep the query, and the current location with the typed one", () => {
    const bounds = { south: 1, west: 2, north: 3, east: 4 };
    expect(searchMapArea(browsing, bounds, config)).toMatchObject({ query: 'engineer', location: 'Map Area', mapBounds: bounds, start: 0 });
    expect(searchMapLocation(browsing, { lat: 5, lng: 6 }, config)).toMatchObject({
      query: 'engineer',
      location: 'Map Location',
      latlong: { lat: 5, lng: 6 },
      distance: 0,
    });
    expect(searchCurrentLocation(browsing, ' designer ', { lat: 5, lng: 6 }, config)).toMatchObject({
      query: 'designer',
      location: 'current location',
      latlong: { lat: 5, lng: 6 },
      distance: 50,
      start: 0,
    });
    expect(searchMapArea(browsing, bounds, config).pid).toBeUndefined();
  });
});

describe('changePage', () => {
  it('moves to the given start and clears the position chosen on the previous page', () => {
    const next = changePage(browsing, 40);
    expect(next).toMatchObject({ start: 40, query: 'engineer', filters: { department: ['Engineering'] }, sortBy: 'date' });
    expect(next.pid).toBeUndefined();
  });

  it('never goes below the first result and ignores fractions', () => {
    expect(changePage(browsing, -10).start).toBe(0);
    expect(changePage(browsing, 12.7).start).toBe(12);
    expect(changePage(browsing, Number.NaN).start).toBe(0);
  });

  it('turns a 1-based page number into a start', () => {
    expect(startOfPage(1)).toBe(0);
    expect(startOfPage(2)).toBe(10);
    expect(startOfPage(3, 20)).toBe(40);
    expect(startOfPage(0)).toBe(0);
  });
});

describe('changeSort', () => {
  it('sets the sort and goes back to the first page', () => {
    expect(changeSort(browsing, 'relevance')).toMatchObject({ sortBy: 'relevance', start: 0, pid: '12' });
  });

  it('returns to the default order when given no sort', () => {
    expect('sortBy' in changeSort(browsing, undefined)).toBe(false);
  });
});

describe('selectPosition', () => {
  it('records the position the visitor picked', () => {
    expect(selectPosition(browsing, '99').pid).toBe('99');
  });
});

describe('onLogin', () => {
  it('clears the sort option and keeps everything else', () => {
    const next = onLogin(browsing);
    expect('sortBy' in next).toBe(false);
    expect(next).toEqual({ query: 'engineer', location: 'Austin', start: 30, pid: '12', filters: { department: ['Engineering'] }, showLoginModal: false });
  });

  it('closes the login modal that show_login_modal opened', () => {
    expect(onLogin({ ...browsing, showLoginModal: true }).showLoginModal).toBe(false);
  });
});
