import { sql } from 'kysely';
import type { SearchIndex } from '../search/SearchIndex';
import { matchSavedSearch } from '../search/matchSavedSearch';
import { savedSearchesEnabled } from '../search/savedSearches/savedSearches';
import { notificationPreferences } from '../home/settings/notificationPreferences';
import type { AlertContext } from './AlertContext';
import { queueAlertMatching } from './queueAlertMatching';

/** Openings handled per job; a longer list is continued by the next job. */
const BATCH = 1000;

/**
 * Job alerts.match {domain}: the positions of the employer that opened since the last run (any path:
 * the integration API, the seed, psql; position_openings is filled by a trigger) against every active
 * saved search of the employer, with the search page's own matching. Each match is stored once per
 * saved search and position, then the saved searches with new matches get an alerts.notify job. Run
 * again after a crash, it finds the same openings and stores nothing twice.
 */
export async function matchNewPositions(context: AlertContext, index: SearchIndex, domain: string): Promise<void> {
  const { db } = context;
  const openings = await db
    .selectFrom('position_openings')
    .select(['id', 'position_id', 'opened_at'])
    .where('domain', '=', domain)
    .where('processed_at', 'is', null)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  if (openings.length === 0) return;
  const config = context.configs.get(domain);
  const touched = new Set<number>();
  if (config && savedSearchesEnabled(config)) {
    const searches = await db
      .selectFrom('saved_searches')
      .innerJoin('candidates', 'candidates.id', 'saved_searches.candidate_id')
      .select([
        'saved_searches.id',
        'saved_searches.query',
        'saved_searches.location',
        'saved_searches.filters',
        'saved_searches.created_at',
        'candidates.notification_preferences',
      ])
      .where('saved_searches.domain', '=', domain)
      .where('saved_searches.paused_at', 'is', null)
      .execute();
    for (const search of searches) {
      if (!notificationPreferences(search).savedSearchAlerts) continue;
      // Only jobs that opened after the search was saved are news to it.
      const since = new Date(search.created_at).getTime();
      const candidates = openings.filter((opening) => new Date(opening.opened_at).getTime() >= since).map((opening) => opening.position_id);
      const matched = await matchSavedSearch(index, config, domain, search, candidates);
      if (matched.length === 0) continue;
      const inserted = await db
        .insertInto('saved_search_matches')
        .values(matched.map((positionId) => ({ saved_search_id: search.id, position_id: positionId, matched_at: context.now() })))
        .onConflict((conflict) => conflict.columns(['saved_search_id', 'position_id']).doNothing())
        .returning('id')
        .execute();
      if (inserted.length > 0) touched.add(search.id);
    }
  }
  await db
    .updateTable('position_openings')
    .set({ processed_at: context.now() })
    .where(
      'id',
      'in',
      openings.map((opening) => opening.id),
    )
    .execute();
  for (const savedSearchId of touched) await context.jobs.send('alerts.notify', { savedSearchId }, { singletonKey: String(savedSearchId) });
  if (openings.length === BATCH) await queueAlertMatching(context.jobs, domain);
}

/**
 * Job alerts.sweep (every minute): what a crash or another path left behind gets its job: employers
 * with openings not yet matched, saved searches with matches not yet told.
 */
export async function sweepAlerts(context: AlertContext): Promise<void> {
  const { db } = context;
  const domains = await db.selectFrom('position_openings').select('domain').distinct().where('processed_at', 'is', null).execute();
  for (const { domain } of domains) await queueAlertMatching(context.jobs, domain);
  const searches = await db
    .selectFrom('saved_search_matches')
    .select('saved_search_id')
    .distinct()
    .where('notified_at', 'is', null)
    // Young matches are their own job's to tell; these are the ones it left.
    .where('matched_at', '<', sql<Date>`${context.now()}::timestamptz - interval '1 minute'`)
    .execute();
  for (const { saved_search_id } of searches)
    await context.jobs.send('alerts.notify', { savedSearchId: saved_search_id }, { singletonKey: String(saved_search_id) });
}
