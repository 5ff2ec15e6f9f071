import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AcademyCourse } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/academy/courses/{id}: an Academy course with its lessons and the learner's progress. */
export const getAcademyCourse = (courseId: number) => api.get<AcademyCourse>(`/api/academy/courses/${courseId}`);

export function academyCourseOptions(courseId: number) {
  return queryOptions({ queryKey: queryKeys.training.academyCourse(courseId), queryFn: () => getAcademyCourse(courseId), enabled: Number.isInteger(courseId) && courseId > 0 });
}

export function useAcademyCourse(courseId: number) {
  return useQuery(academyCourseOptions(courseId));
}
