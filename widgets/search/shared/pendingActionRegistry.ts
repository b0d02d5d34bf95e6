import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type { PendingAction } from '../../shared/pendingAction';
import { changeJobCart, jobCartQueryOptions } from '../data/jobCart';
import { setPositionSaved, showPositionSaved } from '../data/savedPositions';
import { createSavedSearch } from '../data/savedSearches';

export interface PendingActionContext {
  api: ApiClient;
  domain: string;
  queryClient: QueryClient;
}

type Runner<A extends PendingAction> = (action: A, context: PendingActionContext) => Promise<void>;

/**
 * Each kept action's call: the same API calls as its button (save job, add to job cart, notify me),
 * whose answer goes into the cache as the button's own does; then the rest of the search area's
 * cached data is marked stale so the page on screen shows the result.
 */
const RUNNERS: { [T in PendingAction['type']]: Runner<Extract<PendingAction, { type: T }>> } = {
  saveJob: async ({ pid }, { api, domain, queryClient }) => {
    showPositionSaved(queryClient, domain, pid, await setPositionSaved(api, domain, pid, true));
  },
  addToCart: async ({ pid }, { api, domain, queryClient }) => {
    queryClient.setQueryData(jobCartQueryOptions(api, domain).queryKey, await changeJobCart(api, domain, { pids: [pid], operation: 'add' }));
  },
  saveSearch: async ({ search }, { api, domain }) => {
    await createSavedSearch(api, domain, search);
  },
};

/** Runs the action's call; rejects with the call's failure. */
export async function runPendingAction(action: PendingAction, context: PendingActionContext): Promise<void> {
  const run = RUNNERS[action.type] as Runner<PendingAction>;
  await run(action, context);
  // Also the queries no widget watches yet: right after a page load, parts of the page may still be hydrating.
  await context.queryClient.invalidateQueries({ queryKey: ['search'], refetchType: 'all' });
}
