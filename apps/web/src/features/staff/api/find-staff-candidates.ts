import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface StaffCandidate {
  id: number;
  userId: number;
  isDisabled: boolean;
  user: { userName: string; userInformation: { firstName: string; lastName: string } };
  skills: { id: number; name: string }[];
  focusAreas: { id: number; name: string }[];
}

/** POST /api/candidates/read: one page of candidates for staff. */
export const findStaffCandidates = (query: Partial<ListQuery>) => api.post<{ candidates: StaffCandidate[]; total: number; totalCapped?: boolean }>('/api/candidates/read', query);

/** The list as /boardmatch-candidates opens it (its first page is asked for before the page is drawn). */
export const STAFF_CANDIDATES_LIST = {
  filters: { AdminOverride: true, IsDisabled: false as boolean, skillSet: [] as number[], focusAreas: [] as number[], City: [] as string[], Province: [] as number[] },
  sort: { field: 'lastName', isAscending: true },
};

export function staffCandidatesOptions(query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.staffCandidates.list(query), queryFn: () => findStaffCandidates(query) });
}

export function useStaffCandidates(query: Partial<ListQuery>) {
  return useQuery({ ...staffCandidatesOptions(query), placeholderData: keepPreviousData });
}
