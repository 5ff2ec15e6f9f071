import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitingReminder } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/staff/waiting-applicants/{id}/remind: 'Reply overdue' again to the charity (at most once a day; 409 after). */
export const remindWaitingApplicant = (applicationId: number) => api.post<WaitingReminder>(`/api/staff/waiting-applicants/${applicationId}/remind`, {});

export function useRemindWaitingApplicant() {
  const client = useQueryClient();
  return useMutation({ mutationFn: remindWaitingApplicant, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.waitingApplicants.all() }) });
}
