import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type { Settings, SettingsResponse, SettingsUpdateRequest } from '../../../schemas/generated/api/home';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';
import { saveSettings } from './saveSettings';

export async function fetchSettings(api: ApiClient, domain: string): Promise<Settings> {
  const response = await api.get<SettingsResponse>('/api/pcsx/settings', { params: { domain } });
  if (!response.data) throw new Error('settings answered without settings');
  return response.data;
}

export const settingsQuery = (api: ApiClient, domain: string) =>
  queryOptions({ queryKey: ['home', 'settings', domain], queryFn: () => fetchSettings(api, domain), retry: false });

export function useSettings() {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery(settingsQuery(api, domain));
}

export function useUpdateSettings() {
  const api = useApiClient();
  const { domain } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: Omit<SettingsUpdateRequest, 'domain'>) => saveSettings(api, domain, update),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQuery(api, domain).queryKey, settings);
      // The bell follows the in-app preference.
      void queryClient.invalidateQueries({ queryKey: ['home', 'notificationsBoot'] });
    },
  });
}

export function useDeleteAccount() {
  const api = useApiClient();
  const { domain } = usePortal();
  return useMutation({
    mutationFn: (password: string) => api.del('/api/pcsx/account', { password, domain }, { params: { domain } }),
  });
}
