import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CHARITY_ROUTE_ACCESS,
  charityIdParamSchema,
  charityRepresentativeListSchema,
  charityRepresentativeSchema,
  idParamSchema,
  listQuerySchema,
  noContentSchema,
  okSchema,
  pendingInvitationListSchema,
  representativeRoleListSchema,
  representativeRoleUpdateSchema,
} from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { requestLanguage } from '../../platform/plugins/app/language.ts';
import { deleteRepresentative, listRepresentativeRoles, listRepresentatives, updateRepresentativeRole } from './charity-representatives.service.ts';
import { listPendingInvitations, resendInvitation, revokeRepresentativeInvitation } from './invitation-registration.service.ts';

const tags = ['charities'];

/** A charity's representatives and roles (Charity Admin): by the charity-admin permissions, or staff Admin. */
export async function charityRepresentativesRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: CHARITY_ROUTE_ACCESS };

  r.post(
    '/api/charities/:charityId/representatives/read',
    { config, schema: { tags, summary: "The charity's representatives with their roles", params: charityIdParamSchema, body: listQuerySchema, response: { 200: charityRepresentativeListSchema } } },
    async (request) => listRepresentatives(deps.db, currentUser(request), request.params.charityId, request.body, requestLanguage(request)),
  );

  r.put(
    '/api/charities/representatives/:id',
    { config, schema: { tags, summary: "Change a representative's role (the charity keeps an Admin)", params: idParamSchema, body: representativeRoleUpdateSchema, response: { 200: charityRepresentativeSchema } } },
    async (request) => updateRepresentativeRole(deps.db, currentUser(request), request.params.id, request.body),
  );

  r.delete(
    '/api/charities/representatives/:id',
    { config, schema: { tags, summary: 'Remove a representative (soft; not the last Admin)', params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteRepresentative(deps.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/charities/:charityId/invitations/read',
    { config, schema: { tags, summary: "The charity's pending representative invitations", params: charityIdParamSchema, body: listQuerySchema, response: { 200: pendingInvitationListSchema } } },
    async (request) => listPendingInvitations(deps, currentUser(request), request.params.charityId, request.body),
  );

  r.post(
    '/api/charities/invitations/:id/resend',
    { config, schema: { tags, summary: 'E-mail a pending representative invitation again, with a new link', params: idParamSchema, response: { 200: okSchema } } },
    async (request) => {
      await resendInvitation(deps, currentUser(request), request.params.id, request.language);
      return true as const;
    },
  );

  r.delete(
    '/api/charities/invitations/:id',
    { config, schema: { tags, summary: 'Revoke a pending representative invitation: its link then says so', params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await revokeRepresentativeInvitation(deps, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/charities/:charityId/representative-roles',
    { config, schema: { tags, summary: 'The roles the charity may give, with their read/create/update/delete permissions', params: charityIdParamSchema, response: { 200: representativeRoleListSchema } } },
    async (request) => listRepresentativeRoles(deps.db, currentUser(request), request.params.charityId, requestLanguage(request)),
  );
}
