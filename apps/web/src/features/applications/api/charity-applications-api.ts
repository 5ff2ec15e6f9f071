import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Application, CandidateList, CandidateView, DeclineReason, ListQuery } from '@boardmatch/shared';
import { api, apiRequest } from '@/lib/api-client.ts';
import { downloadFile } from '@/lib/api/download-file.ts';
import { applicationsKey } from './applications-api.ts';

/** A status move by the charity, with a decline's reason and message. */
export function useCharityStatusChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, statusId, declineReason, message }: { id: number; statusId: number; declineReason?: DeclineReason; message?: string }) =>
      apiRequest<Application>(`/api/candidates/applications/${id}`, {
        method: 'PATCH',
        body: [
          { op: 'replace', path: '/applicationStatusId', value: statusId },
          ...(declineReason ? [{ op: 'replace', path: '/declineReason', value: declineReason }] : []),
          ...(message?.trim() ? [{ op: 'replace', path: '/message', value: message.trim() }] : []),
        ],
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: applicationsKey });
      void client.invalidateQueries({ queryKey: ['charities'] });
    },
  });
}

/** The applicant as this representative may see them (the candidate-view rule decides what comes back). */
export function useApplicant(candidateId: number | null, postingId: number | null) {
  return useQuery({
    queryKey: ['candidates', candidateId, 'view', true, postingId],
    queryFn: () => api.get<CandidateView>(`/api/candidates/${candidateId}`, { pid: postingId ?? undefined }),
    enabled: Boolean(candidateId),
    retry: false,
  });
}

export const downloadApplicantResume = (resume: { id: number; originalName: string }) => downloadFile(`/api/files/download/${resume.id}`, resume.originalName);

/** Candidates who allow charities to review them, for a posting's candidate search. */
export function useReviewableCandidates(query: Partial<ListQuery>, enabled: boolean) {
  return useQuery({ queryKey: ['candidates', 'browse', query], queryFn: () => api.post<CandidateList>('/api/candidates/browse', query), enabled });
}

export function useInviteForInterview(postingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (candidateId: number) => api.post<Application>(`/api/charities/postings/${postingId}/invite-candidate`, { candidateId }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: applicationsKey });
      void client.invalidateQueries({ queryKey: ['charities'] });
    },
  });
}
