import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Claim,
  charityIdParamSchema,
  contactInputSchema,
  contactListSchema,
  contactSchema,
  idParamSchema,
  listQuerySchema,
  noContentSchema,
  staffCharityCreateSchema,
  staffCharityCreatedSchema,
  staffCharityListSchema,
} from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { requestLanguage } from '../../platform/plugins/app/language.ts';
import { createCharityForStaff, deleteCharityForStaff, listCharitiesForStaff, listCharityContacts, saveCharityContact } from './staff-charities.service.ts';

const tags = ['charities'];

/** The staff Charities screen: both staff roles (claim charities.read), nobody else. */
export async function staffCharitiesRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: [{ claim: Claim.charitiesRead }] } as const;

  r.post(
    '/api/charities/admin/read',
    { config, schema: { tags, summary: 'Staff list of charities: search by name, City and Province filters, paged in SQL (AdminOverride required)', body: listQuerySchema, response: { 200: staffCharityListSchema } } },
    async (request) => listCharitiesForStaff(deps.db, currentUser(request), request.body, requestLanguage(request)),
  );

  r.post(
    '/api/charities',
    { config, schema: { tags, summary: 'New Charity: the charity, its administrator (verification e-mail) and senior staff contact in one transaction', body: staffCharityCreateSchema, response: { 201: staffCharityCreatedSchema } } },
    async (request, reply) => reply.status(201).send(await createCharityForStaff(deps, currentUser(request), request.body, request.language)),
  );

  r.delete(
    '/api/charities/:id',
    { config, schema: { tags, summary: 'Delete a charity (soft): out of search and lists; its representatives can no longer act for it', params: idParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await deleteCharityForStaff(deps.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/charities/:charityId/contacts',
    { config, schema: { tags, summary: "The charity's contacts (primary, senior staff)", params: charityIdParamSchema, response: { 200: contactListSchema } } },
    async (request) => listCharityContacts(deps.db, currentUser(request), request.params.charityId),
  );

  r.post(
    '/api/charities/:charityId/contacts',
    { config, schema: { tags, summary: 'Create (id 0) or update a contact of the charity', params: charityIdParamSchema, body: contactInputSchema, response: { 200: contactSchema } } },
    async (request) => saveCharityContact(deps.db, currentUser(request), request.params.charityId, request.body),
  );
}
