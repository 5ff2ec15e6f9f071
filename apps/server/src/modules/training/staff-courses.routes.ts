import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { courseInputSchema, courseListSchema, courseSchema, listQuerySchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { findCourses, saveCourse } from './staff-courses.service.ts';

const tags = ['training'];

/** The staff Training screen's courses (spec 3, section 7: learning-provider courses read, create or update). */
export async function staffCoursesRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/thinkific/courses/read',
    { config: { access: ['staff'] }, schema: { tags, summary: 'Staff list of courses (paged in SQL; AdminOverride)', body: listQuerySchema, response: { 200: courseListSchema } } },
    async (request) => findCourses(deps.db, currentUser(request), request.body),
  );

  r.post(
    '/api/thinkific/courses',
    { config: { access: ['staff'] }, schema: { tags, summary: 'Create a course, or update it when the id is not 0', body: courseInputSchema, response: { 200: courseSchema } } },
    async (request) => saveCourse(deps.db, currentUser(request), request.body),
  );
}
