import type { Kysely } from 'kysely';
import type { EmployerConfig } from '../../schemas/generated/employer-config';
import type { SearchResult } from '../../schemas/generated/api/search';
import type { Candidate, Database } from '../db/Database';
import { foldText } from './foldText';
import type { SearchSpec } from './parseSearchRequest';

type FilterMap = Record<string, string[]>;

const sameFilters = (a: FilterMap, b: FilterMap) => {
  const keys = (m: FilterMap) =>
    Object.keys(m)
      .filter((k) => Array.isArray(m[k]) && m[k].length > 0)
      .sort();
  const ka = keys(a);
  const kb = keys(b);
  return ka.length === kb.length && ka.every((k, n) => k === kb[n] && [...a[k]!].sort().join('\u0000') === [...b[k]!].sort().join('\u0000'));
};

/**
 * Saved search ("notify me about jobs like these", spec §6): offered when the notification setting is
 * on and login is allowed; isSaved when the logged-in candidate saved this very query, location and
 * filter set (case and order do not matter).
 */
export async function savedSearchMetadata(
  db: Kysely<Database>,
  config: EmployerConfig,
  spec: SearchSpec,
  viewer: Candidate | null,
): Promise<SearchResult['savedSearchMetadata']> {
  const enabled = config.notificationsConfig?.savedSearchNotification?.enabled === true && config.loginSignupConfig?.candidateLoginEnabled !== false;
  if (!enabled || !viewer) return { enabled, isSaved: false, savedSearchId: null };
  const saved = await db
    .selectFrom('saved_searches')
    .select(['id', 'query', 'location', 'filters'])
    .where('candidate_id', '=', viewer.id)
    .where('domain', '=', spec.domain)
    .execute();
  const filters: FilterMap = Object.fromEntries(spec.filters.map((f) => [f.name, f.values]));
  const match = saved.find(
    (row) => foldText(row.query) === foldText(spec.query) && foldText(row.location) === foldText(spec.location) && sameFilters(row.filters ?? {}, filters),
  );
  return { enabled, isSaved: Boolean(match), savedSearchId: match?.id ?? null };
}
