import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../engine/api/createApiClient';
import type {
  Notification,
  NotificationBadgeResponse,
  NotificationsBootData,
  NotificationsBootDataResponse,
  NotificationsResponse,
} from '../../../schemas/generated/api/notifications';
import { useApiClient } from '../../shared/ApiClientContext';
import { usePortal } from '../../shared/PortalContext';

/** Spec constants: the badge is polled every 5 minutes. */
export const NOTIFICATION_BADGE_POLL_MS = 5 * 60 * 1000;

export type NotificationTab = 'all' | 'action_required';

/** Fetch failures are logged and give an empty list (spec §8): the panel then says there is nothing. */
export async function fetchNotifications(api: ApiClient, domain: string, tab: NotificationTab, language: string): Promise<Notification[]> {
  try {
    const response = await api.get<NotificationsResponse>('/api/pcsx/notifications', {
      params: { domain, type_filter: tab === 'action_required' ? 'action_required' : undefined, hl: language || undefined },
    });
    return response.data?.notifications ?? [];
  } catch (error) {
    console.warn('notifications: fetch failed', error);
    return [];
  }
}

/** A failed badge fetch is logged and counts 0. */
export async function fetchNotificationBadge(api: ApiClient, domain: string): Promise<number> {
  try {
    const response = await api.get<NotificationBadgeResponse>('/api/pcsx/notification_badge', { params: { domain } });
    return typeof response.data?.count === 'number' ? response.data.count : 0;
  } catch (error) {
    console.warn('notifications: badge fetch failed', error);
    return 0;
  }
}

export const notificationsQuery = (api: ApiClient, domain: string, tab: NotificationTab, language: string) =>
  queryOptions({ queryKey: ['home', 'notifications', domain, tab], queryFn: () => fetchNotifications(api, domain, tab, language), retry: false, staleTime: 60_000 });

export const notificationBadgeQuery = (api: ApiClient, domain: string) =>
  queryOptions({
    queryKey: ['home', 'notificationBadge', domain],
    queryFn: () => fetchNotificationBadge(api, domain),
    retry: false,
    refetchInterval: NOTIFICATION_BADGE_POLL_MS,
  });

export function useNotifications(tab: NotificationTab, enabled: boolean) {
  const api = useApiClient();
  const { domain, language } = usePortal();
  return useQuery({ ...notificationsQuery(api, domain, tab, language), enabled });
}

export function useNotificationBadge(enabled: boolean) {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery({ ...notificationBadgeQuery(api, domain), enabled });
}

const LIST_KEY = ['home', 'notifications'] as const;
const BADGE_KEY = ['home', 'notificationBadge'] as const;

/**
 * Marks one notification clicked, optimistically in every cached list (spec §4); a failure rolls the
 * lists back and is otherwise silent (spec §8). The badge is fetched again either way.
 */
export function useMarkNotificationClicked() {
  const api = useApiClient();
  const { domain } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/api/pcsx/notifications/${id}/mark_clicked`, { domain }, { params: { domain } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: LIST_KEY });
      const previous = queryClient.getQueriesData<Notification[]>({ queryKey: LIST_KEY });
      queryClient.setQueriesData<Notification[]>({ queryKey: LIST_KEY }, (list) =>
        list?.map((item) => (item.id === id ? { ...item, isClicked: true, isViewed: true } : item)),
      );
      return { previous };
    },
    onError: (error, _id, context) => {
      console.warn('notifications: mark clicked failed', error);
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BADGE_KEY }),
  });
}

/** mark_all_viewed (clears the badge) or mark_all_clicked (every notification read); failures are silent. */
export function useMarkAllNotifications() {
  const api = useApiClient();
  const { domain } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'mark_all_viewed' | 'mark_all_clicked') => api.post(`/api/pcsx/notifications/${action}`, { domain }, { params: { domain } }),
    onError: (error) => console.warn('notifications: mark all failed', error),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: LIST_KEY }), queryClient.invalidateQueries({ queryKey: BADGE_KEY })]),
  });
}

/** Spec constants: mount retries up to 30 attempts, 300 ms apart. */
export const NOTIFICATION_MOUNT_ATTEMPTS = 30;
export const NOTIFICATION_MOUNT_RETRY_MS = 300;

/**
 * The notifications boot data: whether the bell shows for this candidate (the employer's switch and
 * the candidate's own in-app preference) and whether 'Action required' is configured. Tried up to 30
 * times 300 ms apart; when it never answers the bell stays hidden.
 */
export async function fetchNotificationsBoot(api: ApiClient, domain: string): Promise<NotificationsBootData> {
  const response = await api.get<NotificationsBootDataResponse>('/api/pcsx/notifications_boot_data', { params: { domain } });
  if (!response.data) throw new Error('notifications_boot_data answered without data');
  return response.data;
}

export function useNotificationsBoot(enabled: boolean) {
  const api = useApiClient();
  const { domain } = usePortal();
  return useQuery({
    queryKey: ['home', 'notificationsBoot', domain],
    queryFn: () => fetchNotificationsBoot(api, domain),
    enabled,
    retry: NOTIFICATION_MOUNT_ATTEMPTS - 1,
    retryDelay: NOTIFICATION_MOUNT_RETRY_MS,
    staleTime: Infinity,
  });
}
