import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHARITY_ROUTE_ACCESS, createPositionSchema, idParamSchema, listQuerySchema, noContentSchema, positionEnabledSchema, positionListSchema, positionSchema, updatePositionSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { requestLanguage } from '../../platform/plugins/app/language.ts';
import { createPosition, deletePosition, listPositions, setPositionEnabled, updatePosition } from './positions.service.ts';

const tags = ['positions'];

/** A charity's positions: its representatives (by their roles) and staff. */
export async function positionsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: CHARITY_ROUTE_ACCESS };

  r.post(
    '/api/charities/positions/read',
    { config, schema: { tags, summary: "A charity's positions (filters charityId, isDisabled, boardPosition; Search on the name)", body: listQuerySchema, response: { 200: positionListSchema } } },
    async (request) => listPositions(deps.db, currentUser(request), request.body, requestLanguage(request)),
  );

  r.post(
    '/api/charities/positions',
    { config, schema: { tags, summary: 'Create a position (name, charityId, isNotBoard)', body: createPositionSchema, response: { 201: positionSchema } } },
    async (request, reply) => reply.status(201).send(await createPosition(deps.db, currentUser(request), request.body)),
  );

  r.put(
    '/api/charities/positions/:id',
    { config, schema: { tags, summary: 'Rename a position or change whether it is a board position (not the default ones)', params: idParamSchema, body: updatePositionSchema, response: { 200: positionSchema } } },
    async (request) => updatePosition(deps.db, currentUser(request), request.params.id, request.body),
  );

  r.put(
    '/api/charities/positions/:id/enabled',
    { config, schema: { tags, summary: 'Activate ({ isDisabled: false }) or deactivate ({ isDisabled: true }) a position', params: idParamSchema, body: positionEnabledSchema, response: { 200: positionSchema } } },
    async (request) => setPositionEnabled(deps.db, currentUser(request), request.params.id, request.body),
  );

  r.delete(
    '/api/charities/positions/:id',
    { config, schema: { tags, summary: 'Delete a position (soft; not a default one, nor one still posted or held)', params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deletePosition(deps.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
