import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { ListQuery } from '@boardmatch/shared';
import { api } from '../../../lib/api-client.ts';

export interface StaffCandidate {
  id: number;
  userId: number;
  isDisabled: boolean;
  user: { userName: string; userInformation: { firstName: string; lastName: string } };
  skills: { id: number; name: string }[];
  focusAreas: { id: number; name: string }[];
}

export interface StaffCandidateQuery {
  inactive: boolean;
  search: string;
  page: number;
  itemsPerPage: number;
}

export function toListQuery(q: StaffCandidateQuery): Partial<ListQuery> {
  return {
    Filters: [{ name: 'IsDisabled', values: [q.inactive ? 1 : 0] }],
    Pagination: { Page: q.page, ItemsPerPage: q.itemsPerPage },
    Sort: [{ field: 'lastName', isAscending: true }],
    Search: q.search.trim() || null,
  };
}

/** POST /api/candidates/read: one page of candidates for staff. */
export function useStaffCandidates(q: StaffCandidateQuery) {
  return useQuery({
    queryKey: ['staff-candidates', q],
    queryFn: () => api.post<{ candidates: StaffCandidate[]; total: number }>('/api/candidates/read', toListQuery(q)),
    placeholderData: keepPreviousData,
  });
}
