import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrollmentList, ListQuery } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { firstListQuery, type ListQueryOptions } from '@/lib/use-list-query.ts';

/** The filters of a user's courses: Type (1 candidate, 2 charity) and, for staff reading another user, UserId. */
export const enrollmentsList = (type: number, userId?: number) =>
  ({ filters: { Type: type, UserId: userId ?? null } }) satisfies ListQueryOptions<{ Type: number; UserId: number | null }>;

/**
 * POST /api/thinkific/enrollments/read with the list query: a page of the user's courses of a type with their status
 * (20 unless Pagination asks, up to 100), the required orientation course first of its type, and the total.
 */
export const findEnrollments = (query: Partial<ListQuery>) => api.post<EnrollmentList>('/api/thinkific/enrollments/read', query);

export function enrollmentsOptions(query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.training.enrollments(query), queryFn: () => findEnrollments(query) });
}

/** The first page of a user's courses of a type, as the Training page first asks for it: the orientation course is on it. */
export function firstEnrollmentsQuery(type: number, userId?: number): Partial<ListQuery> {
  return firstListQuery(enrollmentsList(type, userId).filters);
}

export function useEnrollments(query: Partial<ListQuery>) {
  return useQuery({ ...enrollmentsOptions(query), placeholderData: keepPreviousData });
}
