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

/** The lesson a course opens at: the one the address names, else the first not completed, else the first. */
export function openingLesson(lessons: AcademyCourse['lessons'], requested: string | null): string | null {
  if (lessons.some((lesson) => lesson.key === requested)) return requested;
  return (lessons.find((lesson) => !lesson.completed) ?? lessons[0])?.key ?? null;
}
