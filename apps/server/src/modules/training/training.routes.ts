import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  academyCourseSchema,
  academyLessonProgressBodySchema,
  academyLessonSchema,
  courseParamsSchema,
  lessonParamsSchema,
  enrollmentListSchema,
  listQuerySchema,
  trainingAuthenticateQuerySchema,
  trainingAuthenticateResponseSchema,
} from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { presentAcademyCourse, presentEnrollment } from './training.presenter.ts';
import * as service from './training.service.ts';

const tags = ['training'];

export async function trainingRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/thinkific/enrollments/read',
    {
      config: { access: ['self', 'staff'] },
      schema: { tags, summary: 'Enrolments of a user (own, or anyone for staff), refreshed from the learning provider', body: listQuerySchema, response: { 200: enrollmentListSchema } },
    },
    async (request) => {
      const { rows, total, totalCapped } = await service.readEnrollments(deps, currentUser(request), request.body, request.log);
      return { enrollments: rows.map(presentEnrollment), total, totalCapped };
    },
  );

  r.get(
    '/api/thinkific/authenticate',
    {
      config: { access: ['signed-in'] },
      schema: { tags, summary: 'The address that opens a course: single sign-on to the provider, or the Academy course page', querystring: trainingAuthenticateQuerySchema, response: { 200: trainingAuthenticateResponseSchema } },
    },
    async (request) => ({ url: await service.openCourse(deps, currentUser(request), request.query.courseId, request.query.returnTo, request.log) }),
  );

  r.get(
    '/api/academy/courses/:courseId',
    { config: { access: ['signed-in'] }, schema: { tags, summary: 'An Academy course: lessons and progress of the signed-in user', params: courseParamsSchema, response: { 200: academyCourseSchema } } },
    async (request) => presentAcademyCourse(await service.getAcademyCourse(deps, currentUser(request).id, request.params.courseId)),
  );

  r.get(
    '/api/academy/courses/:courseId/lessons/:lessonKey',
    { config: { access: ['signed-in'] }, schema: { tags, summary: 'One Academy lesson', params: lessonParamsSchema, response: { 200: academyLessonSchema } } },
    async (request) => {
      const l = await service.getAcademyLesson(deps, currentUser(request).id, request.params.courseId, request.params.lessonKey);
      return { key: l.key, courseId: l.courseId, title: l.title, minutes: l.minutes, body: l.body, completed: l.completed };
    },
  );

  r.put(
    '/api/academy/courses/:courseId/lessons/:lessonKey/progress',
    {
      config: { access: ['signed-in'] },
      schema: { tags, summary: 'Mark an Academy lesson complete (or not); updates the enrolment', params: lessonParamsSchema, body: academyLessonProgressBodySchema, response: { 200: academyCourseSchema } },
    },
    async (request) =>
      presentAcademyCourse(await service.setLessonCompleted(deps, currentUser(request).id, request.params.courseId, request.params.lessonKey, request.body.completed)),
  );
}
