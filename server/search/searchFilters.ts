import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { CodedColumn, DomainPositions } from './DomainPositions';
import { countryName } from './foldText';

/**
 * The filters the server can apply, by the name a config uses in searchConfig.allFilters. A config
 * may list other names (a consultant's typo, a filter of another backend): those are dropped like
 * unknown filter_<name> parameters, and get no facet.
 */
export const SUPPORTED_FILTERS = new Map<string, (positions: DomainPositions) => CodedColumn>([
  ['department', (p) => p.department],
  // The location filter is the city (its facet lists the cities of the results).
  ['location', (p) => p.city],
  ['employment_type', (p) => p.employmentType],
  ['remote', (p) => ({ codes: p.remote, values: REMOTE_VALUES })],
  ['country', (p) => p.country],
  ['region', (p) => p.region],
]);

/** filter_remote=true / false: the value is the code (remote column 1 / 0). */
const REMOTE_VALUES = ['false', 'true'];

export const MAP_FACETS = { nonRemote: 'latlong_non_remote', remote: 'latlong_remote' } as const;

const DEFAULT_DISPLAY_NAMES: Record<string, string> = {
  department: 'Department',
  location: 'Location',
  employment_type: 'Job type',
  remote: 'Remote',
  country: 'Country',
  region: 'Region',
  [MAP_FACETS.nonRemote]: 'Job locations',
  [MAP_FACETS.remote]: 'Remote job locations',
};

const humanize = (value: string) => {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** searchOptionsMap[name].displayName, else a default English name. */
export function filterDisplayName(config: EmployerConfig, name: string): string {
  return config.pcsxConfig?.searchOptionsMap?.[name]?.displayName ?? DEFAULT_DISPLAY_NAMES[name] ?? humanize(name);
}

/** searchOptionsMap[name].options.labelMap[value], else a readable default (full_time → Full time, US → United States). */
export function filterOptionLabel(config: EmployerConfig, name: string, value: string): string {
  const mapped = config.pcsxConfig?.searchOptionsMap?.[name]?.options?.labelMap?.[value];
  if (mapped) return mapped;
  if (name === 'remote') return value === 'true' ? 'Remote' : 'On-site';
  if (name === 'employment_type') return humanize(value);
  if (name === 'country') return countryName(value);
  return value;
}
