import { describe, expect, it } from 'vitest';
import { buildFilterGroups, formatCount, isOpenPosition } from '../../../engine/search/filterOptions';
import type { SearchFacet } from '../../../engine/search/searchFacet';
import { searchTestConfig } from './searchTestConfig';

const config = searchTestConfig();

const facets: SearchFacet[] = [
  {
    filterName: 'department',
    displayName: 'Team',
    options: [
      { label: 'Engineering', value: 'Engineering', count: 1200 },
      { label: 'Sales', value: 'Sales', count: 40 },
    ],
  },
  {
    filterName: 'employment_type',
    displayName: 'Employment',
    options: [
      { label: 'full_time', value: 'full_time', count: 80 },
      { label: 'internship', value: 'internship', count: 2 },
    ],
  },
  { filterName: 'remote', options: [{ label: 'true', value: 'true', count: 9 }] },
  { filterName: 'salary', displayName: 'Salary', options: [{ label: 'High', value: 'high', count: 1 }] },
  { filterName: 'latlong_non_remote', options: [{ label: '3', value: 'Austin:::30,-97' }] },
  { filterName: 'location', options: [{ label: 'Austin, TX', value: 'Austin, TX', count: 5 }] },
];

describe('buildFilterGroups', () => {
  it('lists smart filters first, then the other configured filters, and leaves out unconfigured facets', () => {
    expect(buildFilterGroups(config, facets).map((g) => [g.name, g.smart])).toEqual([
      ['remote', true],
      ['department', false],
      ['location', false],
      ['employment_type', false],
    ]);
  });

  it('names filters from searchOptionsMap, else the facet, else the name in words', () => {
    const names = Object.fromEntries(buildFilterGroups(config, facets).map((g) => [g.name, g.displayName]));
    expect(names).toEqual({ remote: 'Remote', department: 'Department', location: 'Location', employment_type: 'Job type' });
    const unnamed = buildFilterGroups({ ...config, pcsxConfig: { ...config.pcsxConfig, searchOptionsMap: {} } }, facets);
    expect(unnamed.find((g) => g.name === 'department')?.displayName).toBe('Team');
    expect(unnamed.find((g) => g.name === 'location')?.displayName).toBe('Location');
  });

  it('labels options from the labelMap, else the facet label, with the facet counts', () => {
    const jobType = buildFilterGroups(config, facets).find((g) => g.name === 'employment_type');
    expect(jobType?.options).toEqual([
      { value: 'full_time', label: 'Full time', count: 80, selected: false },
      { value: 'internship', label: 'internship', count: 2, selected: false },
    ]);
  });

  it('marks chosen values and keeps a chosen value the results no longer hold, with count 0', () => {
    const jobType = buildFilterGroups(config, facets, { employment_type: ['internship', 'part_time'] }).find((g) => g.name === 'employment_type');
    expect(jobType?.options).toEqual([
      { value: 'full_time', label: 'Full time', count: 80, selected: false },
      { value: 'internship', label: 'internship', count: 2, selected: true },
      { value: 'part_time', label: 'Part time', count: 0, selected: true },
    ]);
  });

  it('tells single-choice filters apart', () => {
    const groups = buildFilterGroups(config, facets);
    expect(groups.find((g) => g.name === 'remote')?.multiple).toBe(false);
    expect(groups.find((g) => g.name === 'department')?.multiple).toBe(true);
  });

  it('leaves out a configured filter with no options', () => {
    expect(buildFilterGroups(config, [])).toEqual([]);
    expect(buildFilterGroups(config, undefined)).toEqual([]);
  });

  it('ignores a labelMap key inherited from Object', () => {
    const group = buildFilterGroups(config, [{ filterName: 'remote', options: [{ label: 'x', value: 'constructor', count: 1 }] }])[0];
    expect(group?.options[0]?.label).toBe('x');
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1200, '1.2k'],
    [1250, '1.3k'],
    [15_000, '15k'],
    [999_949, '999.9k'],
    [999_950, '1M'],
    [2_500_000, '2.5M'],
    [1_000_000_000, '1B'],
    [3_450_000_000, '3.5B'],
    [-1200, '-1.2k'],
    [Number.NaN, '0'],
  ])('formats %d as %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });

  it('keeps the spec suffixes on an English page', () => {
    expect(formatCount(1200, 'en')).toBe('1.2k');
    expect(formatCount(2_500_000, 'en')).toBe('2.5M');
  });

  it("counts in another page language's compact notation", () => {
    expect(formatCount(1200, 'de')).toBe('1200');
    expect(formatCount(2_500_000, 'de')).toBe('2,5\u00a0Mio.');
    expect(formatCount(1200, 'pt-BR')).toBe('1,2\u00a0mil');
    expect(formatCount(25_000_000, 'ja')).toBe('2500万');
    expect(formatCount(1200, 'ar')).toBe('1.2\u00a0ألف');
    expect(formatCount(Number.NaN, 'de')).toBe('0');
  });
});

describe('isOpenPosition', () => {
  it('reads a negative archived_at as open and a positive one as closed', () => {
    expect(isOpenPosition(-1)).toBe(true);
    expect(isOpenPosition(1_700_000_000)).toBe(false);
    expect(isOpenPosition('-1')).toBe(true);
    expect(isOpenPosition('1700000000')).toBe(false);
  });

  it('reads a position never archived as open', () => {
    expect(isOpenPosition(undefined)).toBe(true);
    expect(isOpenPosition(null)).toBe(true);
    expect(isOpenPosition(0)).toBe(true);
  });
});
