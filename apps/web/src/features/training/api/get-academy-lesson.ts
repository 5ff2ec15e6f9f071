import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AcademyLesson } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/academy/courses/{id}/lessons/{key}: one lesson of an Academy course. */
export const getAcademyLesson = (courseId: number, lessonKey: string) => api.get<AcademyLesson>(`/api/academy/courses/${courseId}/lessons/${encodeURIComponent(lessonKey)}`);

export function academyLessonOptions(courseId: number, lessonKey: string | null) {
  return queryOptions({ queryKey: queryKeys.training.academyLesson(courseId, lessonKey), queryFn: () => getAcademyLesson(courseId, lessonKey!), enabled: lessonKey !== null });
}

export function useAcademyLesson(courseId: number, lessonKey: string | null) {
  return useQuery(academyLessonOptions(courseId, lessonKey));
}
