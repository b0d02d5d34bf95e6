import type { EmployerConfig } from '../../../schemas/generated/employer-config';
import { emptySearchState, serializeSearchState } from '../../../engine/search/searchState';
import { serverText, serverTextIn } from '../../i18n/serverText';

interface SavedSearchLike {
  name: string | null;
  query: string;
  location: string;
  filters: Record<string, string[]>;
}

/** The columns of a saved search that an alert reads to name it and link to it (with its id and employer). */
export const SAVED_SEARCH_COLUMNS = [
  'saved_searches.id',
  'saved_searches.domain',
  'saved_searches.name',
  'saved_searches.query',
  'saved_searches.location',
  'saved_searches.filters',
] as const;

/** The search page's address for a saved search (a path of this site), as the page itself writes it. */
export function savedSearchPath(search: SavedSearchLike, config: EmployerConfig): string {
  const params = new URLSearchParams(
    serializeSearchState({ ...emptySearchState(), query: search.query, location: search.location, filters: search.filters }, config),
  );
  const text = params.toString();
  return text ? `/careers/search?${text}` : '/careers/search';
}

/** What a saved search is called in alerts: the candidate's name for it, else its query and location, else "All jobs". */
export function savedSearchLabel(search: SavedSearchLike, language: string): string {
  if (search.name) return search.name;
  const words = [search.query, search.location].filter(Boolean).join(' · ');
  return words || serverTextIn(language, serverText('mail.alert.allJobs'));
}
