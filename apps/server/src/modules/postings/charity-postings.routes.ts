import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHARITY_ROUTE_ACCESS, charityIdParamSchema, charityPostingListSchema, charityPostingSchema, idParamSchema, listQuerySchema, noContentSchema, okSchema, postingInputSchema, postingShareSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { closeCharityPosting, createCharityPosting, deleteCharityPosting, listCharityPostings, shareCharityPosting, updateCharityPosting } from './charity-postings.service.ts';

const tags = ['postings'];

/** Postings from the charity side: its representatives (by their roles) and staff. */
export async function charityPostingsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: CHARITY_ROUTE_ACCESS };

  r.post(
    '/api/charities/:charityId/postings/read',
    {
      config,
      schema: { tags, summary: "Posted Positions: the charity's postings with status and applicant counts (filters positionId, postingId)", params: charityIdParamSchema, body: listQuerySchema, response: { 200: charityPostingListSchema } },
    },
    async (request) => listCharityPostings(deps.db, currentUser(request), request.params.charityId, request.body),
  );

  r.post(
    '/api/charities/postings',
    { config, schema: { tags, summary: 'Post a position (the posting form)', body: postingInputSchema, response: { 201: charityPostingSchema } } },
    async (request, reply) => reply.status(201).send(await createCharityPosting(deps.db, currentUser(request), request.body)),
  );

  r.put(
    '/api/charities/postings/:id',
    { config, schema: { tags, summary: 'Edit a posting', params: idParamSchema, body: postingInputSchema, response: { 200: charityPostingSchema } } },
    async (request) => updateCharityPosting(deps.db, currentUser(request), request.params.id, request.body),
  );

  r.post(
    '/api/charities/postings/:id/close',
    { config, schema: { tags, summary: 'Close a posting: no new applications; applicants stay', params: idParamSchema, response: { 200: charityPostingSchema } } },
    async (request) => closeCharityPosting(deps.db, currentUser(request), request.params.id),
  );

  r.delete(
    '/api/charities/postings/:id',
    { config, schema: { tags, summary: 'Delete a posting (soft)', params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteCharityPosting(deps.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/charities/postings/:id/share',
    {
      config: { access: ['own-charity'] },
      schema: { tags, summary: 'E-mail an open posting to someone (a representative of its charity)', params: idParamSchema, body: postingShareSchema, response: { 200: okSchema } },
    },
    async (request) => shareCharityPosting(deps, currentUser(request), request.params.id, request.body, request.language),
  );
}
