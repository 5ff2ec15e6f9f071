import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/candidates/{id}/welcome: whether onboarding opens with the welcome dialog. */
export const getWelcomeStatus = (candidateId: number) => api.get<{ showWelcome: boolean }>(`/api/candidates/${candidateId}/welcome`);

export function welcomeStatusOptions(candidateId: number | null) {
  return queryOptions({ queryKey: queryKeys.candidates.welcome(candidateId ?? 0), queryFn: () => getWelcomeStatus(candidateId!), enabled: Boolean(candidateId) });
}

export function useWelcomeStatus(candidateId: number | null) {
  return useQuery(welcomeStatusOptions(candidateId));
}
