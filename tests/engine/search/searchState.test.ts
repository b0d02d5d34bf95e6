import { describe, expect, it } from 'vitest';
import { emptySearchState, parseSearchUrl, serializeSearchState, type SearchState } from '../../../engine/search/searchState';
import { searchTestConfig } from './searchTestConfig';

const config = searchTestConfig();
const commaConfig = searchTestConfig({ commaInValues: true });

function parse(pathname: string, search = '', withConfig = config): SearchState {
  return parseSearchUrl({ pathname, search }, withConfig);
}

describe('parseSearchUrl: parameters and defaults', () => {
  it('starts at result 0 with no query, location, filters or login modal', () => {
    expect(parse('/careers')).toEqual({ query: '', location: '', start: 0, filters: {}, showLoginModal: false });
    expect(parse('/careers')).toEqual(emptySearchState());
  });

  it('reads query, location, start, pid, sort_by and tab from the parameters', () => {
    expect(parse('/careers', '?query=designer&location=Austin&start=20&pid=42&sort_by=date&tab=saved')).toEqual({
      query: 'designer',
      location: 'Austin',
      start: 20,
      pid: '42',
      sortBy: 'date',
      tab: 'saved',
      filters: {},
      showLoginModal: false,
    });
  });

  it('reads parameters without the leading question mark, from a URLSearchParams or from a router-parsed object', () => {
    expect(parse('/careers', 'query=designer&start=10')).toMatchObject({ query: 'designer', start: 10 });
    expect(parseSearchUrl({ pathname: '/careers', search: new URLSearchParams('start=30') }, config).start).toBe(30);
    const routerSearch = { query: 'nurse', start: 10, pid: 7, show_login_modal: true, filter_department: 'Sales' };
    expect(parseSearchUrl({ pathname: '/careers', search: routerSearch }, config)).toEqual({
      query: 'nurse',
      location: '',
      start: 10,
      pid: '7',
      filters: { department: ['Sales'] },
      showLoginModal: true,
    });
  });

  it.each(['abc', '-10', '1.5', '', '99999999999999999999'])('reads start=%j as the first page', (start) => {
    expect(parse('/careers', `?start=${start}`).start).toBe(0);
  });

  it.each([
    ['1', true],
    ['true', true],
    ['TRUE', true],
    ['0', false],
    ['false', false],
    ['yes', false],
    ['', false],
  ])('opens the login modal for show_login_modal=%j: %s', (value, expected) => {
    expect(parse('/careers', `?show_login_modal=${value}`).showLoginModal).toBe(expected);
  });

  it('keeps the login modal closed without show_login_modal', () => {
    expect(parse('/careers', '?query=x').showLoginModal).toBe(false);
  });

  it('trims the query and location parameters', () => {
    expect(parse('/careers', '?query=%20designer%20&location=%20Austin%20')).toMatchObject({ query: 'designer', location: 'Austin' });
  });
});

describe('parseSearchUrl: paths', () => {
  it('reads hyphens and underscores in a path query and location as spaces', () => {
    expect(parse('/careers/software-engineer/new_york')).toMatchObject({ query: 'software engineer', location: 'new york' });
  });

  it('reads a path with a query and no location', () => {
    expect(parse('/careers/data_scientist')).toMatchObject({ query: 'data scientist', location: '' });
  });

  it('collapses runs of hyphens, underscores and spaces and decodes escaped characters', () => {
    expect(parse('/careers/senior--front_-end/caf%C3%A9_du-monde/')).toMatchObject({ query: 'senior front end', location: 'café du monde' });
  });

  it('keeps a path segment with a broken escape as written', () => {
    expect(parse('/careers/100%-remote').query).toBe('100% remote');
  });

  it('reads nothing from /careers/search', () => {
    expect(parse('/careers/search')).toEqual(emptySearchState());
    expect(parse('/careers/search', '?query=chef&location=Paris')).toMatchObject({ query: 'chef', location: 'Paris' });
  });

  it('lets the query and location parameters win over the path', () => {
    expect(parse('/careers/software-engineer/new-york', '?query=designer')).toMatchObject({ query: 'designer', location: 'new york' });
    expect(parse('/careers/software-engineer/new-york', '?query=&location=Boston')).toMatchObject({ query: '', location: 'Boston' });
  });

  it('takes the pid from /careers/job/{pid}-{slug}, keeping only the leading number', () => {
    expect(parse('/careers/job/123-senior-engineer').pid).toBe('123');
    expect(parse('/careers/job/123-senior-engineer')).toMatchObject({ query: '', location: '' });
  });

  it('takes the pid from the pid parameter on /careers/job/private and on the search page', () => {
    expect(parse('/careers/job/private', '?pid=42').pid).toBe('42');
    expect(parse('/careers', '?pid=77-designer').pid).toBe('77');
  });

  it('prefers the pid in the path to the pid parameter, and ignores a pid that is not a number', () => {
    expect(parse('/careers/job/5-a', '?pid=6').pid).toBe('5');
    expect(parse('/careers', '?pid=abc').pid).toBeUndefined();
  });
});

describe('parseSearchUrl: filters', () => {
  it('splits filter_<name> on commas', () => {
    expect(parse('/careers', '?filter_department=Engineering,Sales').filters).toEqual({ department: ['Engineering', 'Sales'] });
  });

  it('drops filters that the config does not declare', () => {
    expect(parse('/careers', '?filter_salary=100k&filter_department=Sales&filter_constructor=x&filter___proto__=y').filters).toEqual({
      department: ['Sales'],
    });
  });

  it('accepts a smart filter that allFilters does not list', () => {
    expect(parse('/careers', '?filter_seniority=Senior').filters).toEqual({ seniority: ['Senior'] });
  });

  it('keeps only the first value of a single-choice filter', () => {
    expect(parse('/careers', '?filter_remote=true,false').filters).toEqual({ remote: ['true'] });
  });

  it('trims values, drops empty ones and duplicates, and merges a repeated parameter', () => {
    expect(parse('/careers', '?filter_department=%20Sales%20,,Sales,HR&filter_department=Legal').filters).toEqual({
      department: ['Sales', 'HR', 'Legal'],
    });
  });

  it('drops a filter whose values are all empty', () => {
    expect(parse('/careers', '?filter_department=,,').filters).toEqual({});
  });

  it('without enableCommaInFilterValues, reads every comma as a separator', () => {
    expect(parse('/careers', '?filter_location=Austin%2C%20TX').filters).toEqual({ location: ['Austin', 'TX'] });
    expect(parse('/careers', '?filter_location=Austin%252C%20TX').filters).toEqual({ location: ['Austin%2C TX'] });
  });

  it('with enableCommaInFilterValues, reads %2C inside a value as a comma and %25 as a percent sign', () => {
    const search = `?${new URLSearchParams({ filter_location: 'Austin%2C TX,Remote,50%25%2C off,100%' })}`;
    expect(parse('/careers', search, commaConfig).filters).toEqual({ location: ['Austin, TX', 'Remote', '50%, off', '100%'] });
  });

  it('with enableCommaInFilterValues, keeps an escaped escape as literal text', () => {
    const search = `?${new URLSearchParams({ filter_department: 'R%252CD' })}`;
    expect(parse('/careers', search, commaConfig).filters).toEqual({ department: ['R%2CD'] });
  });
});

describe('parseSearchUrl: sort', () => {
  it('drops a sort_by that the config does not offer', () => {
    const sorted = searchTestConfig({ sortOptions: ['relevance', 'date'] });
    expect(parse('/careers', '?sort_by=date', sorted).sortBy).toBe('date');
    expect(parse('/careers', '?sort_by=salary', sorted).sortBy).toBeUndefined();
  });

  it('keeps any sort_by when the config lists no sort options', () => {
    expect(parse('/careers', '?sort_by=distance').sortBy).toBe('distance');
  });
});

describe('parseSearchUrl: location specials', () => {
  it('reads remote from a path in any case and drops coordinates and distance', () => {
    expect(parse('/careers/engineer/Remote', '?latlong=1,2&distance=10')).toEqual({ ...emptySearchState(), query: 'engineer', location: 'remote' });
  });

  it("reads 'current location' with its latlong and the config's default distance", () => {
    expect(parse('/careers/nurse/current-location', '?latlong=30.27,-97.74')).toMatchObject({
      location: 'current location',
      latlong: { lat: 30.27, lng: -97.74 },
      distance: 50,
    });
    expect(parse('/careers', '?location=current%20location&latlong=30.27,-97.74&distance=25').distance).toBe(25);
  });

  it("keeps 'current location' without a latlong until the browser gives one", () => {
    const state = parse('/careers', '?location=current+location');
    expect(state.location).toBe('current location');
    expect(state.latlong).toBeUndefined();
  });

  it("sets the distance of 'Map Location' to 0 whatever the URL says", () => {
    expect(parse('/careers', '?location=map+location&latlong=40.7,-74&distance=30')).toMatchObject({
      location: 'Map Location',
      latlong: { lat: 40.7, lng: -74 },
      distance: 0,
    });
  });

  it("reads map_bounds for 'Map Area' only", () => {
    expect(parse('/careers', '?location=Map+Area&map_bounds=40.5,-74.3,40.9,-73.7')).toMatchObject({
      location: 'Map Area',
      mapBounds: { south: 40.5, west: -74.3, north: 40.9, east: -73.7 },
    });
    expect(parse('/careers', '?location=Boston&map_bounds=40.5,-74.3,40.9,-73.7').mapBounds).toBeUndefined();
  });

  it.each(['91,0', '0,181', 'abc,1', '1', '1,2,3', ',', '0x10,5'])('drops the invalid latlong %j', (latlong) => {
    expect(parse('/careers', `?location=current+location&latlong=${latlong}`).latlong).toBeUndefined();
  });

  it.each(['1,2,3', '-91,0,10,10', '10,0,5,10', '0,-181,1,1', 'a,b,c,d'])('drops the invalid map_bounds %j', (bounds) => {
    expect(parse('/careers', `?location=Map+Area&map_bounds=${bounds}`).mapBounds).toBeUndefined();
  });

  it('keeps a distance for a typed place and drops it without a location', () => {
    expect(parse('/careers', '?location=Austin&distance=25').distance).toBe(25);
    expect(parse('/careers', '?distance=25').distance).toBeUndefined();
    expect(parse('/careers', '?location=Austin&distance=-3').distance).toBeUndefined();
  });
});

describe('serializeSearchState', () => {
  it('omits every default', () => {
    expect(serializeSearchState(emptySearchState(), config)).toEqual({});
  });

  it('writes each part of the state under its parameter, in a stable order', () => {
    const state: SearchState = {
      query: 'software engineer',
      location: 'New York',
      start: 20,
      pid: '123',
      sortBy: 'date',
      filters: { employment_type: ['full_time', 'part_time'], department: ['Engineering'] },
      tab: 'saved',
      showLoginModal: true,
      distance: 25,
    };
    const params = serializeSearchState(state, config);
    expect(params).toEqual({
      query: 'software engineer',
      location: 'New York',
      start: '20',
      pid: '123',
      sort_by: 'date',
      filter_department: 'Engineering',
      filter_employment_type: 'full_time,part_time',
      tab: 'saved',
      show_login_modal: '1',
      distance: '25',
    });
    expect(Object.keys(params)).toEqual([
      'query',
      'location',
      'start',
      'pid',
      'sort_by',
      'filter_department',
      'filter_employment_type',
      'tab',
      'show_login_modal',
      'distance',
    ]);
  });

  it('leaves out filters that the config does not declare and keeps one value of a single-choice filter', () => {
    const state = { ...emptySearchState(), filters: { salary: ['high'], remote: ['true', 'false'], department: [] } };
    expect(serializeSearchState(state, config)).toEqual({ filter_remote: 'true' });
  });

  it('keeps the preserved tracking parameters, domain and hl of the current address, and nothing else from it', () => {
    const current =
      '?utm_source=linkedin&utm_campaign=spring&src=mail&source=jobboard&microsite=students&ref_src=abc&referral_token=t0k&domain=acme.com&hl=fr&query=old&debug=1&other=x';
    expect(serializeSearchState({ ...emptySearchState(), query: 'new' }, config, current)).toEqual({
      query: 'new',
      utm_source: 'linkedin',
      utm_campaign: 'spring',
      src: 'mail',
      source: 'jobboard',
      microsite: 'students',
      ref_src: 'abc',
      referral_token: 't0k',
      domain: 'acme.com',
      hl: 'fr',
    });
  });

  it('without enableCommaInFilterValues, joins values with plain commas', () => {
    const state = { ...emptySearchState(), filters: { location: ['Austin', 'Boston'] } };
    expect(serializeSearchState(state, config)).toEqual({ filter_location: 'Austin,Boston' });
  });

  it('with enableCommaInFilterValues, escapes commas and percent signs inside each value', () => {
    const state = { ...emptySearchState(), filters: { location: ['Austin, TX', '50% off', 'Remote'] } };
    expect(serializeSearchState(state, commaConfig)).toEqual({ filter_location: 'Austin%2C TX,50%25 off,Remote' });
  });

  it("omits the distance when it is the location's default and writes the coordinates of map searches", () => {
    const around = { ...emptySearchState(), location: 'current location', latlong: { lat: 30.27, lng: -97.74 }, distance: 50 };
    expect(serializeSearchState(around, config)).toEqual({ location: 'current location', latlong: '30.27,-97.74' });
    const point = { ...emptySearchState(), location: 'Map Location', latlong: { lat: 1, lng: 2 }, distance: 0 };
    expect(serializeSearchState(point, config)).toEqual({ location: 'Map Location', latlong: '1,2' });
    const area = { ...emptySearchState(), location: 'Map Area', mapBounds: { south: 1, west: 2, north: 3, east: 4 } };
    expect(serializeSearchState(area, config)).toEqual({ location: 'Map Area', map_bounds: '1,2,3,4' });
  });
});

describe('back and forward restore the exact state', () => {
  const states: [string, SearchState, typeof config][] = [
    ['the empty search', emptySearchState(), config],
    [
      'a full search',
      {
        query: 'software engineer',
        location: 'New York',
        start: 30,
        pid: '9',
        sortBy: 'date',
        filters: { department: ['Engineering', 'Design'], remote: ['true'] },
        tab: 'all',
        showLoginModal: true,
        distance: 10,
      },
      config,
    ],
    [
      'a search around the current location',
      { ...emptySearchState(), location: 'current location', latlong: { lat: -33.87, lng: 151.21 }, distance: 100 },
      config,
    ],
    ['a map point', { ...emptySearchState(), query: 'chef', location: 'Map Location', latlong: { lat: 48.85, lng: 2.35 }, distance: 0 }, config],
    ['a map area', { ...emptySearchState(), location: 'Map Area', mapBounds: { south: -10.5, west: 170, north: 10.25, east: -170 } }, config],
    ['filter values with commas and percent signs', { ...emptySearchState(), filters: { location: ['Austin, TX', '100%', 'a%2Cb'] } }, commaConfig],
  ];

  it.each(states)('for %s', (_name, state, withConfig) => {
    const params = serializeSearchState(state, withConfig, '?domain=acme.com');
    const url = new URLSearchParams(params).toString();
    expect(parseSearchUrl({ pathname: '/careers', search: url }, withConfig)).toEqual(state);
  });
});
