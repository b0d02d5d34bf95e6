import type { EmployerConfig } from '../../schemas/generated/employer-config';

export interface ConfiguredFilter {
  name: string;
  /** Several values may be chosen at once (config `multiple`, default true). */
  multiple: boolean;
  /** Listed in searchConfig.smartFilters (one-click filters shown first). */
  smart: boolean;
}

/**
 * The filters an employer's config declares: every searchConfig.allFilters entry, then any smart
 * filter that allFilters does not list. Smart filters come first, in smartFilters order, then the
 * others in allFilters order. Anything else in a URL or a request is dropped (spec section 4).
 */
export function configuredFilters(config: EmployerConfig): Map<string, ConfiguredFilter> {
  const searchConfig = config.pcsxConfig?.searchConfig;
  const smartNames = new Set((searchConfig?.smartFilters ?? []).filter((name) => name !== ''));
  const multipleByName = new Map<string, boolean>();
  for (const filter of searchConfig?.allFilters ?? []) {
    if (filter.name !== '' && !multipleByName.has(filter.name)) multipleByName.set(filter.name, filter.multiple !== false);
  }
  const filters = new Map<string, ConfiguredFilter>();
  for (const name of smartNames) filters.set(name, { name, multiple: multipleByName.get(name) ?? true, smart: true });
  for (const [name, multiple] of multipleByName) {
    if (!filters.has(name)) filters.set(name, { name, multiple, smart: false });
  }
  return filters;
}
