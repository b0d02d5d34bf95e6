import type { PageConfig } from '../../../engine/i18n/localizedText';

/** An employer config shaped like configs/acme.json's search part, with knobs for each test. */
export function searchTestConfig(
  overrides: { commaInValues?: boolean; sortOptions?: ('relevance' | 'date' | 'distance')[]; pageSize?: number } = {},
): PageConfig {
  return {
    domain: 'acme.com',
    name: 'Acme Corporation',
    pages: {},
    behaviourFlags: { enableCommaInFilterValues: overrides.commaInValues ?? false },
    pcsxConfig: {
      searchConfig: {
        smartFilters: ['remote', 'seniority'],
        allFilters: [{ name: 'department' }, { name: 'location' }, { name: 'employment_type' }, { name: 'remote', multiple: false }],
        ...(overrides.sortOptions ? { sortOptions: overrides.sortOptions } : {}),
        ...(overrides.pageSize !== undefined ? { pageSize: overrides.pageSize } : {}),
        mapConfig: { enabled: true, apiKey: 'test-key' },
        currentLocation: { enabled: true, defaultDistance: 50 },
      },
      searchOptionsMap: {
        department: { displayName: 'Department' },
        employment_type: { displayName: 'Job type', options: { labelMap: { full_time: 'Full time', part_time: 'Part time' } } },
        remote: { displayName: 'Remote', options: { labelMap: { true: 'Remote only' } } },
      },
    },
  };
}
