import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Claim,
  adminOverrideQuerySchema,
  candidateEnabledSchema,
  candidateIdParamSchema,
  candidateProfileSchema,
  candidateStatusSchema,
  listQuerySchema,
  noContentSchema,
  regionInUseListSchema,
  staffCandidateCreateSchema,
  staffCandidateListSchema,
  staffCandidateUpdateSchema,
  stringListSchema,
} from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { requestLanguage } from '../../platform/plugins/app/language.ts';
import * as service from './staff-candidates.service.ts';

const tags = ['candidates'];
/** The staff Candidates screen: both staff roles hold 'candidates.read'. */
const config = { access: [{ claim: Claim.candidatesRead }] };

export async function staffCandidatesRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/candidates/read',
    { config, schema: { tags, summary: 'Staff list of candidates (paged in SQL; filters AdminOverride, IsDisabled, skillSet, focusAreas, City, Province, Id)', body: listQuerySchema, response: { 200: staffCandidateListSchema } } },
    async (request) => service.listCandidatesForStaff(deps.db, currentUser(request), request.body, requestLanguage(request)),
  );

  r.get(
    '/api/candidates/cities',
    { config, schema: { tags, summary: 'Cities candidates live in, lower-case (staff, ?AdminOverride=1)', querystring: adminOverrideQuerySchema, response: { 200: stringListSchema } } },
    async (request) => service.listCandidateCities(deps.db, currentUser(request), request.query.AdminOverride),
  );

  r.get(
    '/api/candidates/province',
    { config, schema: { tags, summary: 'Provinces/States candidates live in (staff, ?AdminOverride=1)', querystring: adminOverrideQuerySchema, response: { 200: regionInUseListSchema } } },
    async (request) => service.listCandidateRegions(deps.db, currentUser(request), request.query.AdminOverride),
  );

  r.get(
    '/api/candidates/:id/profile',
    {
      config,
      schema: { tags, summary: "A candidate's editable profile for the staff candidate dialog (?AdminOverride=1)", params: candidateIdParamSchema, querystring: adminOverrideQuerySchema, response: { 200: candidateProfileSchema } },
    },
    async (request) => service.getCandidateForStaff(deps, currentUser(request), request.params.id, request.query.AdminOverride),
  );

  r.post(
    '/api/candidates',
    { config, schema: { tags, summary: 'Create a candidate and their user (verified, with the password staff set); one transaction', body: staffCandidateCreateSchema, response: { 201: candidateProfileSchema } } },
    async (request, reply) => reply.status(201).send(await service.createCandidateForStaff(deps, currentUser(request), request.body, request.language)),
  );

  r.put(
    '/api/candidates/:id',
    { config, schema: { tags, summary: 'Update a candidate and their user (staff)', params: candidateIdParamSchema, body: staffCandidateUpdateSchema, response: { 200: candidateProfileSchema } } },
    async (request) => service.updateCandidateForStaff(deps, currentUser(request), request.params.id, request.body),
  );

  r.put(
    '/api/candidates/:id/enabled',
    {
      config,
      schema: { tags, summary: 'Deactivate ({ isDisabled: true }: their candidate sessions end) or activate ({ isDisabled: false }) a candidate', params: candidateIdParamSchema, body: candidateEnabledSchema, response: { 200: candidateStatusSchema } },
    },
    async (request) => service.setCandidateEnabled(deps.db, currentUser(request), request.params.id, request.body.isDisabled),
  );

  r.delete(
    '/api/candidates/:id',
    { config, schema: { tags, summary: 'Delete a candidate (soft); a user with no other involvement is disabled too', params: candidateIdParamSchema, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await service.deleteCandidateForStaff(deps.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
