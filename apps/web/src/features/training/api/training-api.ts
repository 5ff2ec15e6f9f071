import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcademyCourse, AcademyLesson, Enrollment, TrainingAuthenticateResponse } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

export const trainingKey = ['training'] as const;

/** POST /api/thinkific/enrollments/read: the user's courses of a type (1 candidate, 2 charity) with their status. */
export function useEnrollments(type: number, userId?: number) {
  return useQuery({
    queryKey: [...trainingKey, 'enrollments', type, userId ?? 'me'],
    queryFn: () =>
      api.post<Enrollment[]>('/api/thinkific/enrollments/read', {
        Filters: [{ name: 'Type', values: [type] }, ...(userId ? [{ name: 'UserId', values: [userId] }] : [])],
      }),
  });
}

/** GET /api/thinkific/authenticate: the address that opens the course (single sign-on or the Academy page). */
export function fetchCourseUrl(courseId?: number, returnTo?: string): Promise<TrainingAuthenticateResponse | undefined> {
  const query: Record<string, string> = {};
  if (courseId) query.courseId = String(courseId);
  if (returnTo) query.returnTo = returnTo;
  return api.get<TrainingAuthenticateResponse | undefined>('/api/thinkific/authenticate', query);
}

export function useAcademyCourse(courseId: number) {
  return useQuery({
    queryKey: [...trainingKey, 'academy', courseId],
    queryFn: () => api.get<AcademyCourse>(`/api/academy/courses/${courseId}`),
    enabled: Number.isInteger(courseId) && courseId > 0,
  });
}

export function useAcademyLesson(courseId: number, lessonKey: string | null) {
  return useQuery({
    queryKey: [...trainingKey, 'academy', courseId, 'lesson', lessonKey],
    queryFn: () => api.get<AcademyLesson>(`/api/academy/courses/${courseId}/lessons/${encodeURIComponent(lessonKey!)}`),
    enabled: lessonKey !== null,
  });
}

/** Marks a lesson complete (or not); the course's progress comes back and every training view refreshes. */
export function useMarkLesson(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonKey, completed }: { lessonKey: string; completed: boolean }) =>
      api.put<AcademyCourse>(`/api/academy/courses/${courseId}/lessons/${encodeURIComponent(lessonKey)}/progress`, { completed }),
    onSuccess: (course) => {
      client.setQueryData([...trainingKey, 'academy', courseId], course);
      void client.invalidateQueries({ queryKey: trainingKey });
    },
  });
}
