import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CandidateProfile, CandidateStatus, RegionInUse, StaffCandidateCreate, StaffCandidateUpdate, UserNameCheck } from '@boardmatch/shared';
import { api, apiRequest } from '@/lib/api-client.ts';

/** Staff reads of other users' data carry AdminOverride, as the staff lists do in their Filters. */
const OVERRIDE = { AdminOverride: 1 };
const listKey = ['staff-candidates'] as const;

/** GET /api/candidates/cities: the cities candidates live in, lower-case. */
export function useCandidateCities() {
  return useQuery({ queryKey: ['staff-candidates', 'cities'], queryFn: () => api.get<string[]>('/api/candidates/cities', OVERRIDE), staleTime: 60_000 });
}

/** GET /api/candidates/province: the provinces/states candidates live in. */
export function useCandidateRegions() {
  return useQuery({ queryKey: ['staff-candidates', 'provinces'], queryFn: () => api.get<RegionInUse[]>('/api/candidates/province', OVERRIDE), staleTime: 60_000 });
}

/** GET /api/candidates/:id/profile: the candidate dialog's values (id 0: a new candidate, nothing to read). */
export function useStaffCandidateProfile(candidateId: number) {
  return useQuery({
    queryKey: ['staff-candidates', 'profile', candidateId],
    queryFn: () => api.get<CandidateProfile>(`/api/candidates/${candidateId}/profile`, OVERRIDE),
    enabled: candidateId > 0,
    // The dialog's form starts from it: a refetch while staff type would not change what they see.
    refetchOnWindowFocus: false,
  });
}

/** POST /api/candidates (id 0) or PUT /api/candidates/:id. */
export function useSaveCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: StaffCandidateCreate | StaffCandidateUpdate }) =>
      id === 0 ? api.post<CandidateProfile>('/api/candidates', input) : api.put<CandidateProfile>(`/api/candidates/${id}`, input),
    onSuccess: (profile) => {
      queryClient.setQueryData(['staff-candidates', 'profile', profile.id], profile);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** PUT /api/candidates/:id/enabled: deactivate or activate. */
export function useSetCandidateEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isDisabled }: { id: number; isDisabled: boolean }) => api.put<CandidateStatus>(`/api/candidates/${id}/enabled`, { isDisabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/** DELETE /api/candidates/:id (soft). */
export function useDeleteCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/candidates/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/** POST /api/users/{username}: is the e-mail already registered? A failed check counts as not taken (the server refuses a duplicate anyway). */
export async function isEmailTaken(email: string): Promise<boolean> {
  try {
    return (await api.post<UserNameCheck>(`/api/users/${encodeURIComponent(email)}`)).taken;
  } catch (error) {
    console.error('Could not check user', error);
    return false;
  }
}
