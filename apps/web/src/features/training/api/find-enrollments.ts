import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Enrollment } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/thinkific/enrollments/read: the user's courses of a type (1 candidate, 2 charity) with their status. */
export const findEnrollments = (type: number, userId?: number) =>
  api.post<Enrollment[]>('/api/thinkific/enrollments/read', {
    Filters: [{ name: 'Type', values: [type] }, ...(userId ? [{ name: 'UserId', values: [userId] }] : [])],
  });

export function enrollmentsOptions(type: number, userId?: number) {
  return queryOptions({ queryKey: queryKeys.training.enrollments(type, userId), queryFn: () => findEnrollments(type, userId) });
}

export function useEnrollments(type: number, userId?: number) {
  return useQuery(enrollmentsOptions(type, userId));
}
