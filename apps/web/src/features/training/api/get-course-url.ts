import type { TrainingAuthenticateResponse } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** GET /api/thinkific/authenticate: the address that opens the course (single sign-on or the Academy page). */
export function getCourseUrl(courseId?: number, returnTo?: string): Promise<TrainingAuthenticateResponse | undefined> {
  const query: Record<string, string> = {};
  if (courseId) query.courseId = String(courseId);
  if (returnTo) query.returnTo = returnTo;
  return api.get<TrainingAuthenticateResponse | undefined>('/api/thinkific/authenticate', query);
}
