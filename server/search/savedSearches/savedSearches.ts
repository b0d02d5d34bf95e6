import { sql, type Kysely } from 'kysely';
import type { EmployerConfig } from '../../../schemas/generated/employer-config';
import type { SavedSearch } from '../../../schemas/generated/api/savedSearches';
import type { Database } from '../../db/Database';
import { HttpError, notFound } from '../../http/HttpError';
import { foldText } from '../foldText';
import { SUPPORTED_FILTERS } from '../searchFilters';
import { savedSearchPath } from './savedSearchLinks';
import { message } from '../../../engine/i18n/Message';

/** The most saved searches a candidate keeps per employer. */
export const MAX_SAVED_SEARCHES = 50;

export const SAVED_SEARCHES_DISABLED = message('search.refusal.savedSearchesDisabled');
export const TOO_MANY_SAVED_SEARCHES = message('search.refusal.savedSearchesLimit', { count: MAX_SAVED_SEARCHES });
export const SAVED_SEARCH_NOT_FOUND = message('search.refusal.savedSearchNotFound');

type FilterMap = Record<string, string[]>;

/** Spec section 6: saving a search needs the notification setting on and login allowed. */
export function savedSearchesEnabled(config: EmployerConfig): boolean {
  return config.notificationsConfig?.savedSearchNotification?.enabled === true && config.loginSignupConfig?.candidateLoginEnabled !== false;
}

/**
 * The filters the employer's search honours, as the search reads them: configured and supported
 * names only, values trimmed, without repeats; empty lists dropped.
 */
export function normalizeFilters(filters: FilterMap, config: EmployerConfig): FilterMap {
  const configured = new Set((config.pcsxConfig?.searchConfig?.allFilters ?? []).map((filter) => filter.name));
  const normalized: FilterMap = {};
  for (const [name, values] of Object.entries(filters)) {
    if (!configured.has(name) || !SUPPORTED_FILTERS.has(name)) continue;
    const kept = [...new Set(values.map((value) => value.replace(/\s+/g, ' ').trim()).filter(Boolean))];
    if (kept.length) normalized[name] = kept;
  }
  return normalized;
}

/** The same search: query and location compared without case or accents, filters as sets. */
function sameSearch(a: { query: string; location: string; filters: FilterMap }, b: { query: string; location: string; filters: FilterMap }): boolean {
  if (foldText(a.query) !== foldText(b.query) || foldText(a.location) !== foldText(b.location)) return false;
  const keys = (filters: FilterMap) => Object.keys(filters).filter((key) => (filters[key] ?? []).length > 0);
  const left = keys(a.filters);
  if (left.length !== keys(b.filters).length) return false;
  const fold = (values: string[] | undefined) => [...new Set((values ?? []).map(foldText))].sort().join('\u0000');
  return left.every((key) => fold(a.filters[key]) === fold(b.filters[key]));
}

type SavedSearchRow = {
  id: number;
  name: string | null;
  query: string;
  location: string;
  filters: FilterMap;
  paused_at: Date | string | null;
  created_at: Date | string;
};

const COLUMNS = ['id', 'name', 'query', 'location', 'filters', 'paused_at', 'created_at'] as const;

const present = (row: SavedSearchRow, config: EmployerConfig): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  location: row.location,
  filters: row.filters,
  paused: row.paused_at !== null,
  url: savedSearchPath(row, config),
  created_at: new Date(row.created_at).toISOString(),
});

export async function listSavedSearches(db: Kysely<Database>, candidateId: string, domain: string, config: EmployerConfig): Promise<SavedSearch[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .select(COLUMNS)
    .where('candidate_id', '=', candidateId)
    .where('domain', '=', domain)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => present(row, config));
}

/** Saves a search, or gives back the one already saved (created false); at most MAX_SAVED_SEARCHES (409 beyond). */
export async function saveSearch(
  db: Kysely<Database>,
  candidateId: string,
  domain: string,
  search: { query: string; location: string; filters: FilterMap },
  now: Date,
  config: EmployerConfig,
): Promise<{ savedSearch: SavedSearch; created: boolean }> {
  const existing = await listSavedSearches(db, candidateId, domain, config);
  const same = existing.find((saved) => sameSearch(saved, search));
  if (same) return { savedSearch: same, created: false };
  if (existing.length >= MAX_SAVED_SEARCHES) throw new HttpError(409, TOO_MANY_SAVED_SEARCHES, 'too_many_saved_searches');
  const row = await db
    .insertInto('saved_searches')
    .values({ candidate_id: candidateId, domain, query: search.query, location: search.location, filters: JSON.stringify(search.filters), created_at: now })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return { savedSearch: present(row, config), created: true };
}

/** Deletes one of the candidate's own saved searches; another candidate's or an unknown id is a 404. */
export async function deleteSavedSearch(db: Kysely<Database>, candidateId: string, domain: string, id: number): Promise<void> {
  const result = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('candidate_id', '=', candidateId)
    .where('domain', '=', domain)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(SAVED_SEARCH_NOT_FOUND);
}

/** The longest name a candidate may give a saved search. */
export const MAX_SAVED_SEARCH_NAME = 120;

/**
 * Renames (a blank name goes back to the query and location) or pauses/resumes one of the candidate's
 * own saved searches; another candidate's or an unknown id is a 404.
 */
export async function updateSavedSearch(
  db: Kysely<Database>,
  candidateId: string,
  domain: string,
  id: number,
  change: { name?: string | null; paused?: boolean },
  now: Date,
  config: EmployerConfig,
): Promise<SavedSearch> {
  const name =
    change.name === undefined ? undefined : change.name === null ? null : change.name.replace(/\s+/g, ' ').trim().slice(0, MAX_SAVED_SEARCH_NAME) || null;
  const row = await db
    .updateTable('saved_searches')
    .set({
      ...(name !== undefined ? { name } : {}),
      // Pausing again keeps the first pause's time.
      ...(change.paused === true ? { paused_at: sql<Date>`coalesce(paused_at, ${now})` } : change.paused === false ? { paused_at: null } : {}),
    })
    .where('id', '=', id)
    .where('candidate_id', '=', candidateId)
    .where('domain', '=', domain)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return present(row, config);
}
