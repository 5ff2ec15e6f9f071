import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHARITY_ROUTE_ACCESS, boardRepresentativeListSchema, charityIdParamSchema, idParamSchema, listQuerySchema, mandateInputSchema, mandateListSchema, mandateSchema, noContentSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { requestLanguage } from '../../platform/plugins/app/language.ts';
import { createMandate, deleteMandate, listBoardRepresentatives, listMandates, updateMandate } from './board.service.ts';
import { boardTermsRoutes } from './board-terms.routes.ts';

const tags = ['board'];

/** A charity's board mandates: its representatives (by their roles) and staff. */
export async function boardRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: CHARITY_ROUTE_ACCESS };

  r.post(
    '/api/charities/:charityId/mandates/read',
    { config, schema: { tags, summary: "The board: a charity's mandates (filter status 1 All, 2 Current, 3 Past, 4 Future)", params: charityIdParamSchema, body: listQuerySchema, response: { 200: mandateListSchema } } },
    async (request) => listMandates(deps.db, currentUser(request), request.params.charityId, request.body, requestLanguage(request)),
  );

  r.get(
    '/api/charities/:charityId/board-representatives',
    { config, schema: { tags, summary: "The charity's representatives who may hold a seat", params: charityIdParamSchema, response: { 200: boardRepresentativeListSchema } } },
    async (request) => listBoardRepresentatives(deps.db, currentUser(request), request.params.charityId),
  );

  r.post(
    '/api/charities/mandates',
    { config, schema: { tags, summary: 'Add a board seat; a new person is invited with Basic Access', body: mandateInputSchema, response: { 201: mandateSchema } } },
    async (request, reply) => reply.status(201).send(await createMandate(deps, currentUser(request), request.body, request.language)),
  );

  r.put(
    '/api/charities/mandates/:id',
    { config, schema: { tags, summary: 'Change a board seat', params: idParamSchema, body: mandateInputSchema, response: { 200: mandateSchema } } },
    async (request) => updateMandate(deps, currentUser(request), request.params.id, request.body, request.language),
  );

  r.delete(
    '/api/charities/mandates/:id',
    { config, schema: { tags, summary: 'Remove a board seat (soft)', params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteMandate(deps.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  await boardTermsRoutes(app, deps);
}
