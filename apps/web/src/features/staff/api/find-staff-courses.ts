import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseList, ListQuery } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/thinkific/courses/read: one page of the course catalogue (staff, AdminOverride). */
export const findStaffCourses = (query: Partial<ListQuery>) => api.post<CourseList>('/api/thinkific/courses/read', query);

export function staffCoursesOptions(query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.staffCourses.list(query), queryFn: () => findStaffCourses(query) });
}

export function useStaffCourses(query: Partial<ListQuery>, enabled = true) {
  return useQuery({ ...staffCoursesOptions(query), placeholderData: keepPreviousData, enabled });
}
