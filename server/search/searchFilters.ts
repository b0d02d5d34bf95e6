import type { PageConfig } from '../../engine/i18n/localizedText';
import type { CodedColumn, DomainPositions } from './DomainPositions';
import { countryName } from './foldText';
import { searchFilterStrings } from '../i18n/searchFilterStrings';

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

/** The filters a search of this employer applies and counts: its configured ones the server supports, each once. */
export function searchFacetNames(config: { pcsxConfig?: { searchConfig?: { allFilters?: readonly { name: string }[] } } }): string[] {
  return [...new Set((config.pcsxConfig?.searchConfig?.allFilters ?? []).map((f) => f.name).filter((name) => SUPPORTED_FILTERS.has(name)))];
}

/** filter_remote=true / false: the value is the code (remote column 1 / 0). */
const REMOTE_VALUES = ['false', 'true'];

export const MAP_FACETS = { nonRemote: 'latlong_non_remote', remote: 'latlong_remote' } as const;

const humanize = (value: string) => {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** searchOptionsMap[name].displayName (in the page language), else the language's default name (locales/<language>/searchFilters.json). */
export function filterDisplayName(config: PageConfig, name: string, language: string): string {
  const defaults: Record<string, string> = searchFilterStrings(language).names;
  return config.pcsxConfig?.searchOptionsMap?.[name]?.displayName ?? own(defaults, name) ?? humanize(name);
}

/** searchOptionsMap[name].options.labelMap[value], else a default in the page language (full_time → Full time, US → United States). */
export function filterOptionLabel(config: PageConfig, name: string, value: string, language: string): string {
  const mapped = config.pcsxConfig?.searchOptionsMap?.[name]?.options?.labelMap?.[value];
  if (mapped) return mapped;
  const defaults = searchFilterStrings(language);
  if (name === 'remote') return value === 'true' ? defaults.remote.true : defaults.remote.false;
  if (name === 'employment_type') return own(defaults.employmentType as Record<string, string>, value) ?? humanize(value);
  if (name === 'country') return countryName(value, language);
  return value;
}

/** An own property only (a filter named "constructor" is not Object.prototype's). */
const own = (record: Record<string, string>, key: string) => (Object.hasOwn(record, key) ? record[key] : undefined);
