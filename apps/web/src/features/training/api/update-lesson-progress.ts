import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcademyCourse } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** PUT /api/academy/courses/{id}/lessons/{key}/progress: marks a lesson complete (or not); the answer is the course's progress. */
export const updateLessonProgress = (courseId: number, { lessonKey, completed }: { lessonKey: string; completed: boolean }) =>
  api.put<AcademyCourse>(`/api/academy/courses/${courseId}/lessons/${encodeURIComponent(lessonKey)}/progress`, { completed });

/** The answer replaces the cached course and every training view refreshes. */
export function useMarkLesson(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { lessonKey: string; completed: boolean }) => updateLessonProgress(courseId, change),
    onSuccess: (course) => {
      client.setQueryData(queryKeys.training.academyCourse(courseId), course);
      void client.invalidateQueries({ queryKey: queryKeys.training.all() });
    },
  });
}
