import { SearchIndex } from '../search/SearchIndex';
import type { AlertContext } from './AlertContext';
import { matchNewPositions, sweepAlerts } from './matchNewPositions';
import { notifySavedSearch } from './notifySavedSearch';
import { sendDailyDigests } from './sendDailyDigests';

/** The saved-search alerts' jobs and their schedules (server/alerts/). */
export function registerAlertJobs(context: AlertContext): { schedule: () => Promise<void> } {
  // Its own index: the alerts' keywords do not push the visitors' out of the search's memory.
  const index = new SearchIndex(context.db);
  context.jobs.work('alerts.match', (data) => matchNewPositions(context, index, String(data.domain)));
  context.jobs.work('alerts.notify', (data) => notifySavedSearch(context, Number(data.savedSearchId)));
  context.jobs.work('alerts.sweep', () => sweepAlerts(context));
  context.jobs.work('alerts.digest', () => sendDailyDigests(context));
  return {
    schedule: async () => {
      await context.jobs.schedule('alerts.sweep', '* * * * *');
      await context.jobs.schedule('alerts.digest', '0 7 * * *');
    },
  };
}
