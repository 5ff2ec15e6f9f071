import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema, corporationInputSchema, corporationListSchema, corporationSchema, corporationUpdateSchema, idParamSchema, listQuerySchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import * as service from './corporations.service.ts';

const tags = ['corporations'];

/** The staff Corporations screen (spec 3, section 7: GET list, GET /corporations/{id}, POST and PUT /corporations). */
export async function corporationsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/corporations/read',
    { config: { access: ['staff'] }, schema: { tags, summary: 'Staff list of corporations (paged in SQL; AdminOverride)', body: listQuerySchema, response: { 200: corporationListSchema } } },
    async (request) => service.findCorporations(deps.db, currentUser(request), request.body),
  );

  r.get(
    '/api/corporations/:id',
    { config: { access: ['staff'] }, schema: { tags, summary: 'A corporation with its address, phone and contacts', params: idParamSchema, response: { 200: corporationSchema } } },
    async (request) => service.getCorporation(deps.db, currentUser(request), request.params.id),
  );

  r.post(
    '/api/corporations',
    { config: { access: ['staff'] }, schema: { tags, summary: 'Create a corporation', body: corporationInputSchema, response: { 200: corporationSchema } } },
    async (request) => service.createCorporation(deps, currentUser(request), request.body),
  );

  r.put(
    '/api/corporations',
    { config: { access: ['staff'] }, schema: { tags, summary: 'Update a corporation (named by the body id)', body: corporationUpdateSchema, response: { 200: corporationSchema } } },
    async (request) => service.updateCorporation(deps, currentUser(request), request.body),
  );

  r.delete(
    '/api/corporations/:id',
    { config: { access: ['staff'] }, schema: { tags, summary: 'Delete a corporation with its contacts, e-mail, address and phone', params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await service.deleteCorporation(deps.db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
