import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, UpdateNotificationSettings } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** PUT /api/users/notifications: turns weekly digests on or off; answers the settings as saved. */
export const updateNotificationSettings = (input: UpdateNotificationSettings) => api.put<NotificationSettings>('/api/users/notifications', input);

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.users.notifications(), saved),
  });
}
