import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHARITY_ROUTE_ACCESS, APPLY_BLOCKER_KEYS, declineSeveralResultSchema, declineSeveralSchema, applicationListSchema, applicationPatchSchema, applicationSchema, createApplicationSchema, idParamSchema, inviteCandidateSchema, listQuerySchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { applicationPipelineRoutes } from './application-pipeline.routes.ts';
import { interviewsRoutes } from './interviews.routes.ts';
import { changeApplicationStatus, createApplication, declineSeveral, inviteCandidateForInterview, listApplications } from './applications.service.ts';

export async function applicationsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/candidates/applications/read',
    {
      config: { access: ['candidate', { claim: 'charity-posting.read' }, 'staff'] },
      schema: {
        tags: ['applications'],
        summary: "Applications: a candidate's own, a representative's charity's, or any for staff (filters candidateId, charityId, postingId)",
        body: listQuerySchema,
        response: { 200: applicationListSchema },
      },
    },
    async (request) => listApplications(deps.db, currentUser(request), request.body, deps.now()),
  );

  r.post(
    '/api/candidates/applications',
    {
      config: { access: ['candidate'], refusal: APPLY_BLOCKER_KEYS.notCandidate },
      schema: { tags: ['applications'], summary: 'Apply for a posting as the signed-in candidate', body: createApplicationSchema, response: { 201: applicationSchema } },
    },
    async (request, reply) => reply.status(201).send(await createApplication(deps, currentUser(request), request.body)),
  );

  r.patch(
    '/api/candidates/applications/:id',
    {
      config: { access: ['party'] },
      schema: {
        tags: ['applications'],
        summary: "Change an application's status ([{ op: 'replace', path: '/applicationStatusId', value }])",
        params: idParamSchema,
        body: applicationPatchSchema,
        response: { 200: applicationSchema },
      },
    },
    async (request) => changeApplicationStatus(deps, currentUser(request), request.params.id, request.body),
  );

  r.post(
    '/api/charities/postings/:id/invite-candidate',
    {
      config: { access: CHARITY_ROUTE_ACCESS },
      schema: {
        tags: ['applications'],
        summary: "Invite for Interview: a candidate who allows review gets an application in Interview for this posting, and an e-mail",
        params: idParamSchema,
        body: inviteCandidateSchema,
        response: { 201: applicationSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await inviteCandidateForInterview(deps, currentUser(request), request.params.id, request.body)),
  );

  r.post(
    '/api/candidates/applications/decline',
    {
      config: { access: CHARITY_ROUTE_ACCESS },
      schema: {
        tags: ['applications'],
        summary: "Decline several of a charity's applications at once, with one private reason and one message (all or none)",
        body: declineSeveralSchema,
        response: { 200: declineSeveralResultSchema },
      },
    },
    async (request) => declineSeveral(deps, currentUser(request), request.body),
  );

  await applicationPipelineRoutes(app, deps);
  await interviewsRoutes(app, deps);
}
