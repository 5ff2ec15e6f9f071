import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { ListQuery } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

export interface StaffCandidate {
  id: number;
  userId: number;
  isDisabled: boolean;
  user: { userName: string; userInformation: { firstName: string; lastName: string } };
  skills: { id: number; name: string }[];
  focusAreas: { id: number; name: string }[];
}

/** POST /api/candidates/read: one page of candidates for staff. */
export function useStaffCandidates(query: Partial<ListQuery>) {
  return useQuery({
    queryKey: ['staff-candidates', query],
    queryFn: () => api.post<{ candidates: StaffCandidate[]; total: number }>('/api/candidates/read', query),
    placeholderData: keepPreviousData,
  });
}
