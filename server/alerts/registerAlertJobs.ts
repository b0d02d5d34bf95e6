import { sendDueReminders } from '../home/notifications/dueReminders';
import { SearchIndex, searchCacheBytes } from '../search/SearchIndex';
import type { AlertContext } from './AlertContext';
import { matchNewPositions, sweepAlerts } from './matchNewPositions';
import { notifySavedSearch } from './notifySavedSearch';
import { sendDailyDigests } from './sendDailyDigests';

/** The alerts' jobs and their schedules: saved-search alerts (server/alerts/) and the reminders of deadlines (offers expiring, forms due). */
export function registerAlertJobs(context: AlertContext): { schedule: () => Promise<void> } {
  // Its own index: the alerts' keywords do not push the visitors' out of the search's memory. A
  // quarter of the search's ceiling: alerts match one employer's new positions at a time.
  const index = new SearchIndex(context.db, { maxBytes: searchCacheBytes(process.env.PORTICO_SEARCH_CACHE_MB) / 4 });
  context.jobs.work('alerts.match', (data) => matchNewPositions(context, index, String(data.domain)));
  context.jobs.work('alerts.notify', (data) => notifySavedSearch(context, Number(data.savedSearchId)));
  context.jobs.work('alerts.sweep', () => sweepAlerts(context));
  context.jobs.work('alerts.digest', () => sendDailyDigests(context));
  context.jobs.work('reminders.due', async () => {
    await sendDueReminders(context.db, context.now());
  });
  return {
    schedule: async () => {
      await context.jobs.schedule('alerts.sweep', '* * * * *');
      await context.jobs.schedule('alerts.digest', '0 7 * * *');
      // Within 48 hours of a deadline, a quarter of an hour late at most.
      await context.jobs.schedule('reminders.due', '*/15 * * * *');
    },
  };
}
