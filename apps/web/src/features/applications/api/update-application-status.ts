import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, DeclineReason } from '@boardmatch/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface ApplicationStatusChange {
  id: number;
  statusId: number;
  /** A charity's decline: why, and a message to the candidate. */
  declineReason?: DeclineReason;
  message?: string;
}

/** PATCH /api/candidates/applications/{id}: a replace of /applicationStatusId, with a decline's reason and message. */
export function updateApplicationStatus({ id, statusId, declineReason, message }: ApplicationStatusChange) {
  return apiRequest<Application>(`/api/candidates/applications/${id}`, {
    method: 'PATCH',
    body: [
      { op: 'replace', path: '/applicationStatusId', value: statusId },
      ...(declineReason ? [{ op: 'replace', path: '/declineReason', value: declineReason }] : []),
      ...(message?.trim() ? [{ op: 'replace', path: '/message', value: message.trim() }] : []),
    ],
  });
}

/** The candidate's move (withdraw, accept). */
export function useChangeApplicationStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, statusId }: { id: number; statusId: number }) => updateApplicationStatus({ id, statusId }),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.applications.all() }),
  });
}

/** The charity's move, with a decline's reason and message; the charity's own lists read again too. */
export function useCharityStatusChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.applications.all() });
      void client.invalidateQueries({ queryKey: queryKeys.charities.all() });
    },
  });
}
