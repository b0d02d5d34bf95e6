import type { PageConfig } from '../i18n/localizedText';
import { localCount } from '../i18n/localNumbers';
import { configuredFilters } from './configuredFilters';
import type { SearchFacet } from './searchFacet';
import { filterValuesOf } from './searchState';

export interface FilterOptionView {
  value: string;
  /** searchOptionsMap[name].options.labelMap[value], else the facet's label, else the value. */
  label: string;
  /** Jobs with this value in the current results; 0 for a chosen value the results no longer hold. */
  count: number;
  selected: boolean;
}

export interface FilterGroupView {
  name: string;
  /** searchOptionsMap[name].displayName, else the facet's displayName, else the name in words. */
  displayName: string;
  multiple: boolean;
  smart: boolean;
  options: FilterOptionView[];
}

function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** 'employment_type' → 'Employment type', for a filter nobody named. */
function nameInWords(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function facetCount(option: { count?: number | null }): number {
  return typeof option.count === 'number' && Number.isFinite(option.count) && option.count > 0 ? option.count : 0;
}

/**
 * The filters to show, from config and the facets of a search answer: configured filters only,
 * smart filters first (searchConfig.smartFilters order) then the others (allFilters order); names
 * and labels from searchOptionsMap; options in the facet's order with its counts. A chosen value the
 * facet no longer lists is still shown (count 0) so it can be unticked. A filter with no option at
 * all is left out.
 */
export function buildFilterGroups(
  config: PageConfig,
  facets: readonly SearchFacet[] | null | undefined,
  selected: Readonly<Record<string, readonly string[]>> = {},
): FilterGroupView[] {
  const optionsMap = config.pcsxConfig?.searchOptionsMap;
  const facetByName = new Map<string, SearchFacet>();
  for (const facet of facets ?? []) if (!facetByName.has(facet.filterName)) facetByName.set(facet.filterName, facet);
  const groups: FilterGroupView[] = [];
  for (const filter of configuredFilters(config).values()) {
    const facet = facetByName.get(filter.name);
    const searchOption = own(optionsMap, filter.name);
    const labelMap = searchOption?.options?.labelMap;
    const chosen = new Set(filterValuesOf(selected, filter.name));
    const options: FilterOptionView[] = [];
    const seen = new Set<string>();
    for (const option of facet?.options ?? []) {
      if (typeof option.value !== 'string' || seen.has(option.value)) continue;
      seen.add(option.value);
      const facetLabel = option.label === null || option.label === undefined || option.label === '' ? undefined : String(option.label);
      options.push({
        value: option.value,
        label: own(labelMap, option.value) ?? facetLabel ?? option.value,
        count: facetCount(option),
        selected: chosen.has(option.value),
      });
    }
    for (const value of chosen) {
      if (!seen.has(value)) options.push({ value, label: own(labelMap, value) ?? value, count: 0, selected: true });
    }
    if (options.length === 0) continue;
    groups.push({
      name: filter.name,
      displayName: searchOption?.displayName || facet?.displayName || nameInWords(filter.name),
      multiple: filter.multiple,
      smart: filter.smart,
      options,
    });
  }
  return groups;
}

const SUFFIXES = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'k' },
] as const;

/**
 * Counts with the suffixes k, M and B (spec section 9), one decimal at most and no trailing '.0':
 * 999 → '999', 1000 → '1k', 1200 → '1.2k', 2500000 → '2.5M', 3000000000 → '3B'. Rounding that
 * reaches the next unit moves to it (999950 → '1M', not '1000k'). Non-numbers give '0'. Those are
 * English's: in another page language the count is that language's compact notation from Intl
 * (1200 → '1200' in German, '1,2 mil' in Brazilian Portuguese).
 */
export function formatCount(n: number, language?: string): string {
  const local = localCount(n, language);
  if (local !== undefined) return local;
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  for (let i = 0; i < SUFFIXES.length; i += 1) {
    const { size, suffix } = SUFFIXES[i]!;
    if (abs < size) continue;
    const rounded = Math.round((abs / size) * 10) / 10;
    const bigger = SUFFIXES[i - 1];
    if (rounded >= 1000 && bigger) return `${sign}${trimDecimal(Math.round((abs / bigger.size) * 10) / 10)}${bigger.suffix}`;
    return `${sign}${trimDecimal(rounded)}${suffix}`;
  }
  const whole = Math.round(abs);
  if (whole === 1000) return `${sign}1k`;
  return `${sign}${whole}`;
}

function trimDecimal(value: number): string {
  return value.toFixed(1).replace(/\.0$/, '');
}

/**
 * Spec section 3: archived_at negative = open, positive = closed. A position never archived (no
 * archived_at, null or 0) is open.
 */
export function isOpenPosition(archivedAt: number | string | null | undefined): boolean {
  const value = typeof archivedAt === 'string' ? Number(archivedAt) : archivedAt;
  if (typeof value !== 'number' || !Number.isFinite(value)) return true;
  return value <= 0;
}
