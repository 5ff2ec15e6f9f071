import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course, CourseInput } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/thinkific/courses: create (id 0) or update a course. */
export const saveCourse = (input: CourseInput) => api.post<Course>('/api/thinkific/courses', input);

export function useSaveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.staffCourses.all() });
      // The learners' training pages list the catalogue too.
      await client.invalidateQueries({ queryKey: queryKeys.training.all() });
    },
  });
}
