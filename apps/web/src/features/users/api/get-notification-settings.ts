import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSettings } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/users/notifications: the weekly digests the signed-in user can receive, each on or off. */
export const getNotificationSettings = () => api.get<NotificationSettings>('/api/users/notifications');

export function notificationSettingsOptions() {
  return queryOptions({ queryKey: queryKeys.users.notifications(), queryFn: getNotificationSettings });
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsOptions());
}
