import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { SearchQuery } from '../../schemas/generated/api/search';
import { HttpError } from '../http/HttpError';
import { parseSearchRequest } from './parseSearchRequest';
import type { SearchIndex } from './SearchIndex';
import { inPlace, planSearch } from './SearchPlan';
import { SUPPORTED_FILTERS } from './searchFilters';

export interface SavedSearchTerms {
  query: string;
  location: string;
  filters: Record<string, string[]>;
}

/**
 * Which of the given positions the search page would show for a saved search (its query, location
 * and filters read as the page's address is, then the same plan and place test as every search), so
 * an alert tells of exactly the jobs the search lists. A search that needs a point the saved search
 * does not keep ('current location', a map) matches nothing.
 */
export async function matchSavedSearch(
  index: SearchIndex,
  config: EmployerConfig,
  domain: string,
  search: SavedSearchTerms,
  positionIds: readonly number[],
): Promise<number[]> {
  if (positionIds.length === 0) return [];
  const query: SearchQuery & Record<string, unknown> = { query: search.query, location: search.location };
  for (const [name, values] of Object.entries(search.filters)) query[`filter_${name}`] = values;
  let spec;
  try {
    spec = parseSearchRequest(query, domain, config);
  } catch (error) {
    if (error instanceof HttpError) return [];
    throw error;
  }
  const facetNames = [...new Set((config.pcsxConfig?.searchConfig?.allFilters ?? []).map((f) => f.name).filter((name) => SUPPORTED_FILTERS.has(name)))];
  const { positions, matches } = await index.snapshot(domain, spec.keyword);
  const plan = planSearch(positions, matches, spec, facetNames);
  const wanted = new Set(positionIds);
  const found: number[] = [];
  for (let k = 0; k < plan.total && found.length < wanted.size; k += 1) {
    const i = plan.order ? plan.order[k]! : k;
    if (!wanted.has(positions.ids[i]!) || plan.state[plan.rowCombination[i]!] !== 0 || !inPlace(plan, i)) continue;
    found.push(positions.ids[i]!);
  }
  return found;
}
