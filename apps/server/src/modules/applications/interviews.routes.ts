import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHARITY_ROUTE_ACCESS, applicationSchema, chooseInterviewTimeSchema, idParamSchema, interviewMessageSchema, proposeInterviewSchema, rescheduleInterviewSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { presentTo } from './applications.service.ts';
import { askOtherInterviewTimes, cancelInterview, chooseInterviewTime, proposeInterview, rescheduleInterview } from './interviews.service.ts';

/** Interviews in the calendar: the charity proposes times and reschedules, the candidate chooses, either cancels. */
export async function interviewsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['applications'];

  r.post(
    '/api/candidates/applications/:id/interview',
    {
      config: { access: CHARITY_ROUTE_ACCESS },
      schema: {
        tags,
        summary: "Request Interview: propose 2 to 5 times (moves the application to Interview); the candidate is sent them to choose one",
        params: idParamSchema,
        body: proposeInterviewSchema,
        response: { 201: applicationSchema },
      },
    },
    async (request, reply) => {
      const session = currentUser(request);
      return reply.status(201).send(await proposeInterview(deps, session, request.params.id, request.body, presentTo(session, deps.now)));
    },
  );

  r.put(
    '/api/candidates/applications/:id/interview',
    {
      config: { access: CHARITY_ROUTE_ACCESS },
      schema: { tags, summary: 'Reschedule a booked interview: both sides get the updated calendar invitation', params: idParamSchema, body: rescheduleInterviewSchema, response: { 200: applicationSchema } },
    },
    async (request) => {
      const session = currentUser(request);
      return rescheduleInterview(deps, session, request.params.id, request.body, presentTo(session, deps.now));
    },
  );

  r.post(
    '/api/candidates/applications/:id/interview/choice',
    {
      config: { access: ['candidate'] },
      schema: { tags, summary: 'The candidate chooses one of the proposed times: both sides get a calendar invitation', params: idParamSchema, body: chooseInterviewTimeSchema, response: { 200: applicationSchema } },
    },
    async (request) => {
      const session = currentUser(request);
      return chooseInterviewTime(deps, session, request.params.id, request.body, presentTo(session, deps.now));
    },
  );

  r.post(
    '/api/candidates/applications/:id/interview/other-times',
    {
      config: { access: ['candidate'] },
      schema: { tags, summary: 'The candidate can make none of the proposed times and asks the charity for others', params: idParamSchema, body: interviewMessageSchema, response: { 200: applicationSchema } },
    },
    async (request) => {
      const session = currentUser(request);
      return askOtherInterviewTimes(deps, session, request.params.id, request.body, presentTo(session, deps.now));
    },
  );

  r.post(
    '/api/candidates/applications/:id/interview/cancel',
    {
      config: { access: ['party'] },
      schema: { tags, summary: 'Cancel the interview (either side); a booked one is taken off both calendars (METHOD:CANCEL)', params: idParamSchema, body: interviewMessageSchema, response: { 200: applicationSchema } },
    },
    async (request) => {
      const session = currentUser(request);
      return cancelInterview(deps, session, request.params.id, request.body, presentTo(session, deps.now));
    },
  );
}
