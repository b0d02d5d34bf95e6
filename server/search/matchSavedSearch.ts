import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { SearchQuery } from '../../schemas/generated/api/search';
import { HttpError } from '../http/HttpError';
import { parseSearchRequest } from './parseSearchRequest';
import type { SearchIndex } from './SearchIndex';
import { planSearch, rowPasses } from './SearchPlan';
import { searchFacetNames } from './searchFilters';

export interface SavedSearchTerms {
  query: string;
  location: string;
  filters: Record<string, string[]>;
}

/**
 * Which of the given positions the search page would show for a saved search (its query, location
 * and filters read as the page's address is, then the same plan and place test as every search), so
 * an alert tells of exactly the jobs the search lists. A search that needs a point the saved search
 * does not keep ('current location', a map) matches nothing. The plan is the search page's
 * (planSearch with the page's filters, searchFacetNames) and each given row is tested as a page's
 * (rowPasses), without walking the other rows of the employer.
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
  const { positions, matches } = await index.snapshot(domain, spec.keyword);
  const plan = planSearch(positions, matches, spec, searchFacetNames(config));
  // Only the given rows are tested, not the whole plan: with a keyword, those among its matches.
  const rows = new Set(positionIds.flatMap((id) => positions.indexById.get(id) ?? []));
  const found: number[] = [];
  const test = (i: number) => {
    if (rowPasses(plan, i)) found.push(positions.ids[i]!);
  };
  if (plan.order) {
    for (let k = 0; k < plan.total; k += 1) if (rows.has(plan.order[k]!)) test(plan.order[k]!);
  } else rows.forEach(test);
  return found;
}
