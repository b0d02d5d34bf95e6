import { sql } from 'kysely';
import { jobLink } from '../../engine/search/jobLinks';
import { createNotification } from '../home/notifications/createNotification';
import { notificationPreferences } from '../home/settings/notificationPreferences';
import { serverText } from '../i18n/serverText';
import { sendMailOnce } from '../mail/sendMailOnce';
import type { AlertContext } from './AlertContext';
import { alertLanguage } from './alertLanguage';
import { alertMail } from './alertMail';
import { SAVED_SEARCH_COLUMNS, savedSearchLabel, savedSearchPath } from '../search/savedSearches/savedSearchLinks';

/** Jobs named in one alert e-mail at most (the rest are behind "See all jobs for this search"). */
export const MAX_JOBS_PER_ALERT = 20;

/**
 * Job alerts.notify {savedSearchId}: tells the candidate of the matches not yet told, as their
 * settings say. The matches waiting are first fixed as one batch (named by its first position), so a
 * retry tells the same batch again: the notification's dedupe key and the e-mail's idempotency key are
 * the batch's, and neither repeats. In-app: one notification naming the job (or the first and how many
 * more). E-mail: at once, or left for the daily digest; none when e-mail is off.
 */
export async function notifySavedSearch(context: AlertContext, savedSearchId: number): Promise<void> {
  const { db } = context;
  const search = await db
    .selectFrom('saved_searches')
    .innerJoin('candidates', 'candidates.id', 'saved_searches.candidate_id')
    .select([
      ...SAVED_SEARCH_COLUMNS,
      'saved_searches.paused_at',
      'candidates.id as candidate_id',
      'candidates.email',
      'candidates.language',
      'candidates.notification_preferences',
    ])
    .where('saved_searches.id', '=', savedSearchId)
    .executeTakeFirst();
  if (!search) return;
  const preferences = notificationPreferences(search);
  const now = context.now();
  if (search.paused_at !== null || !preferences.savedSearchAlerts) {
    // Paused or turned off: what matched meanwhile is not told later.
    await db
      .updateTable('saved_search_matches')
      .set({ notified_at: now, mailed_at: now })
      .where('saved_search_id', '=', savedSearchId)
      .where('notified_at', 'is', null)
      .execute();
    return;
  }
  // One statement: the matches waiting become one batch, named by its first position.
  await sql`update saved_search_matches set batch_position_id = waiting.first
    from (select min(position_id) as first from saved_search_matches where saved_search_id = ${savedSearchId} and batch_position_id is null) waiting
    where saved_search_id = ${savedSearchId} and batch_position_id is null and waiting.first is not null`.execute(db);
  const rows = await db
    .selectFrom('saved_search_matches')
    .innerJoin('positions', 'positions.id', 'saved_search_matches.position_id')
    .select(['saved_search_matches.id', 'batch_position_id', 'positions.id as position_id', 'positions.title', 'positions.closed_at'])
    .where('saved_search_id', '=', savedSearchId)
    .where('notified_at', 'is', null)
    .where('batch_position_id', 'is not', null)
    .orderBy('batch_position_id')
    .orderBy('positions.id')
    .execute();
  const batches = new Map<number, typeof rows>();
  for (const row of rows) {
    const batch = batches.get(row.batch_position_id!);
    if (batch) batch.push(row);
    else batches.set(row.batch_position_id!, [row]);
  }
  const config = context.configs.get(search.domain);
  const language = alertLanguage(search.language, config);
  const label = savedSearchLabel(search, language);
  for (const [batch, matches] of batches) {
    // A job closed before it was told of is no news.
    const open = matches.filter((match) => match.closed_at === null);
    if (open.length > 0 && config) {
      const first = open[0]!;
      if (preferences.inApp)
        await createNotification(db, {
          candidateId: search.candidate_id,
          category: serverText('alerts.category.jobAlerts'),
          message:
            open.length === 1
              ? serverText('alerts.notification.savedSearchMatch', { search: label, title: first.title })
              : serverText('alerts.notification.savedSearchMatches', { search: label, title: first.title, count: open.length - 1 }),
          notificationType: 'info',
          redirectUrl: open.length === 1 ? jobLink(first.position_id, first.title) : savedSearchPath(search, config),
          dedupeKey: `saved-search:${savedSearchId}:position:${batch}`,
          createdAt: now,
        });
      if (preferences.email && !preferences.savedSearchDigest) {
        const mail = alertMail({
          config,
          language,
          searches: [{ ...search, jobs: open.slice(0, MAX_JOBS_PER_ALERT).map((match) => ({ id: match.position_id, title: match.title })) }],
          secret: context.secret,
          serverPublicUrl: context.publicUrl,
          now,
          digest: false,
        });
        await sendMailOnce(
          db,
          context.mailer,
          { ...mail, to: search.email, language, idempotencyKey: `saved-search:${savedSearchId}:position:${batch}`, candidateId: search.candidate_id },
          now,
        );
      }
    }
    const told = matches.map((match) => match.id);
    await db.updateTable('saved_search_matches').set({ notified_at: now }).where('id', 'in', told).execute();
    // Mailed now, or never (e-mail off, or nothing open); a digest reader's wait for the digest.
    if (!(preferences.email && preferences.savedSearchDigest && open.length > 0)) {
      await db.updateTable('saved_search_matches').set({ mailed_at: now }).where('id', 'in', told).execute();
    }
  }
}
