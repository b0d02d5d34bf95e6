import type { JobQueue } from '../jobs/JobQueue';

/**
 * Positions of the employer opened: match them against the saved searches now rather than at the next
 * sweep (one waiting job per employer; a burst of pushes is one match).
 */
export async function queueAlertMatching(jobs: JobQueue, domain: string): Promise<void> {
  await jobs.send('alerts.match', { domain }, { singletonKey: domain });
}
