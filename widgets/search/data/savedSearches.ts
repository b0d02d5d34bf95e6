import type { ApiClient } from '../../../engine/api/createApiClient';
import type { SaveSearchRequest, SaveSearchResponse } from '../../../schemas/generated/api/savedSearches';

export const SAVED_SEARCHES_PATH = '/api/pcsx/saved_searches';

/** "Notify me about jobs like these": POST /api/pcsx/saved_searches (an identical saved search is answered, not doubled). */
export async function createSavedSearch(api: ApiClient, domain: string, search: Omit<SaveSearchRequest, 'domain'>): Promise<SaveSearchResponse['data']> {
  const response = await api.post<SaveSearchResponse>(SAVED_SEARCHES_PATH, { ...search, domain }, { params: { domain } });
  return response.data;
}

/** Stops the notifications of a saved search. */
export async function deleteSavedSearch(api: ApiClient, domain: string, id: number): Promise<void> {
  await api.del(`${SAVED_SEARCHES_PATH}/${id}`, undefined, { params: { domain } });
}
