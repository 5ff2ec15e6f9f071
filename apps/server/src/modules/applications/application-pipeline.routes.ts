import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHARITY_ROUTE_ACCESS, addApplicationNoteSchema, applicationNoteSchema, applicationPipelineSchema, idParamSchema, shortlistApplicationSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { addApplicationNote, getApplicationPipeline, setApplicationShortlisted } from './application-pipeline.service.ts';

/** The charity's working view of one application: history, private notes, shortlist. Never the candidate's. */
export async function applicationPipelineRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/candidates/applications/:id/pipeline',
    {
      config: { access: CHARITY_ROUTE_ACCESS },
      schema: {
        tags: ['applications'],
        summary: "An application's history (each status, who, when), the charity's private notes and its shortlist star",
        params: idParamSchema,
        response: { 200: applicationPipelineSchema },
      },
    },
    async (request) => getApplicationPipeline(deps.db, currentUser(request), request.params.id),
  );

  r.post(
    '/api/candidates/applications/:id/notes',
    {
      config: { access: CHARITY_ROUTE_ACCESS },
      schema: { tags: ['applications'], summary: 'Add a private note to an application', params: idParamSchema, body: addApplicationNoteSchema, response: { 201: applicationNoteSchema } },
    },
    async (request, reply) => reply.status(201).send(await addApplicationNote(deps.db, currentUser(request), request.params.id, request.body)),
  );

  r.put(
    '/api/candidates/applications/:id/shortlist',
    {
      config: { access: CHARITY_ROUTE_ACCESS },
      schema: { tags: ['applications'], summary: "Star or unstar an application on the charity's shortlist", params: idParamSchema, body: shortlistApplicationSchema, response: { 200: shortlistApplicationSchema } },
    },
    async (request) => setApplicationShortlisted(deps.db, currentUser(request), request.params.id, request.body),
  );
}
