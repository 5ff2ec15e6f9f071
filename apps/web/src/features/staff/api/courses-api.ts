import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Course, CourseInput, CourseList, ListQuery } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

const coursesKey = ['staff-courses'] as const;

/** POST /api/thinkific/courses/read: one page of the course catalogue (staff, AdminOverride). */
export function useStaffCourses(query: Partial<ListQuery>, enabled = true) {
  return useQuery({ queryKey: [...coursesKey, query], queryFn: () => api.post<CourseList>('/api/thinkific/courses/read', query), placeholderData: keepPreviousData, enabled });
}

/** POST /api/thinkific/courses: create (id 0) or update a course. */
export function useSaveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CourseInput) => api.post<Course>('/api/thinkific/courses', input),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: coursesKey });
      // The learners' training pages list the catalogue too.
      await client.invalidateQueries({ queryKey: ['training'] });
    },
  });
}
