import { notificationPreferences } from '../home/settings/notificationPreferences';
import { sendMailOnce } from '../mail/sendMailOnce';
import type { AlertContext } from './AlertContext';
import { alertLanguage } from './alertLanguage';
import { alertMail, type AlertSearch } from './alertMail';
import { MAX_JOBS_PER_ALERT } from './notifySavedSearch';
import { SAVED_SEARCH_COLUMNS } from '../search/savedSearches/savedSearchLinks';

/**
 * Job alerts.digest (daily, 07:00 UTC): one e-mail per candidate who chose the digest, with every job
 * their saved searches matched and that was not mailed yet, grouped by search. Its idempotency key is
 * the candidate's and the last match's, so a retry sends the same digest once.
 */
export async function sendDailyDigests(context: AlertContext): Promise<void> {
  const { db } = context;
  const rows = await db
    .selectFrom('saved_search_matches')
    .innerJoin('saved_searches', 'saved_searches.id', 'saved_search_matches.saved_search_id')
    .innerJoin('candidates', 'candidates.id', 'saved_searches.candidate_id')
    .innerJoin('positions', 'positions.id', 'saved_search_matches.position_id')
    .select([
      'saved_search_matches.id as match_id',
      ...SAVED_SEARCH_COLUMNS,
      'candidates.id as candidate_id',
      'candidates.email',
      'candidates.language',
      'candidates.notification_preferences',
      'positions.id as position_id',
      'positions.title',
      'positions.closed_at',
    ])
    .where('saved_search_matches.mailed_at', 'is', null)
    .where('saved_search_matches.notified_at', 'is not', null)
    .orderBy('saved_search_matches.id')
    .execute();
  const byCandidate = new Map<string, typeof rows>();
  for (const row of rows) {
    const own = byCandidate.get(row.candidate_id);
    if (own) own.push(row);
    else byCandidate.set(row.candidate_id, [row]);
  }
  const now = context.now();
  for (const [candidateId, matches] of byCandidate) {
    const first = matches[0]!;
    const config = context.configs.get(first.domain);
    const open = matches.filter((match) => match.closed_at === null);
    if (config && notificationPreferences(first).savedSearchDigest && open.length > 0) {
      const searches = new Map<number, AlertSearch>();
      for (const match of open) {
        const search = searches.get(match.id) ?? { ...match, jobs: [] };
        if (search.jobs.length < MAX_JOBS_PER_ALERT) search.jobs.push({ id: match.position_id, title: match.title });
        searches.set(match.id, search);
      }
      const language = alertLanguage(first.language, config);
      const mail = alertMail({
        config,
        language,
        searches: [...searches.values()],
        secret: context.secret,
        serverPublicUrl: context.publicUrl,
        now,
        digest: true,
      });
      const last = matches[matches.length - 1]!.match_id;
      await sendMailOnce(
        db,
        context.mailer,
        { ...mail, to: first.email, language, idempotencyKey: `saved-search-digest:${candidateId}:${last}`, candidateId },
        now,
      );
    }
    await db
      .updateTable('saved_search_matches')
      .set({ mailed_at: now })
      .where(
        'id',
        'in',
        matches.map((match) => match.match_id),
      )
      .execute();
  }
}
