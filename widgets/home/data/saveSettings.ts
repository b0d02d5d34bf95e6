import type { ApiClient } from '../../../engine/api/createApiClient';
import type { Settings, SettingsResponse, SettingsUpdateRequest } from '../../../schemas/generated/api/home';

/**
 * Saves part of the logged-in candidate's settings; answers the settings as saved. Its own module:
 * the navbar's language picker (on every first page) calls it without the settings page's hooks.
 */
export async function saveSettings(api: ApiClient, domain: string, update: Omit<SettingsUpdateRequest, 'domain'>): Promise<Settings | undefined> {
  return (await api.post<SettingsResponse>('/api/pcsx/settings', { ...update, domain }, { params: { domain } })).data;
}
