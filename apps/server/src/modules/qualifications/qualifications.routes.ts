import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, educationInputSchema, experienceInputSchema, qualificationsSchema } from '@boardmatch/shared';
import type { Deps } from '../../lib/deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './qualifications.service.ts';

const id = z.coerce.number().int().positive();
const candidateParams = z.object({ id });
const entryParams = z.object({ id, entryId: id });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const answer = { 200: qualificationsSchema, ...errors };

/**
 * A candidate's qualifications (onboarding step 2): education and work experience entries. Every write
 * answers the whole qualifications record and records step 2 (complete with at least one experience).
 */
export async function qualificationsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['qualifications'];

  r.get(
    '/api/candidates/:id/qualifications',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "A candidate's education, experience and resume (owner, staff, charity representatives)", params: candidateParams, response: answer },
    },
    async (request) => service.getQualifications(deps, currentUser(request), request.params.id),
  );

  r.post(
    '/api/candidates/:id/qualifications/education',
    { onRequest: app.authenticate, schema: { tags, summary: 'Add an education entry (owner)', params: candidateParams, body: educationInputSchema, response: answer } },
    async (request) => service.createEducation(deps, currentUser(request), request.params.id, request.body),
  );

  r.put(
    '/api/candidates/:id/qualifications/education/:entryId',
    { onRequest: app.authenticate, schema: { tags, summary: 'Change an education entry (owner)', params: entryParams, body: educationInputSchema, response: answer } },
    async (request) => service.updateEducation(deps, currentUser(request), request.params.id, request.params.entryId, request.body),
  );

  r.delete(
    '/api/candidates/:id/qualifications/education/:entryId',
    { onRequest: app.authenticate, schema: { tags, summary: 'Delete an education entry (owner)', params: entryParams, response: answer } },
    async (request) => service.deleteEducation(deps, currentUser(request), request.params.id, request.params.entryId),
  );

  r.post(
    '/api/candidates/:id/qualifications/experience',
    { onRequest: app.authenticate, schema: { tags, summary: 'Add a work experience entry (owner)', params: candidateParams, body: experienceInputSchema, response: answer } },
    async (request) => service.createExperience(deps, currentUser(request), request.params.id, request.body),
  );

  r.put(
    '/api/candidates/:id/qualifications/experience/:entryId',
    { onRequest: app.authenticate, schema: { tags, summary: 'Change a work experience entry (owner)', params: entryParams, body: experienceInputSchema, response: answer } },
    async (request) => service.updateExperience(deps, currentUser(request), request.params.id, request.params.entryId, request.body),
  );

  r.delete(
    '/api/candidates/:id/qualifications/experience/:entryId',
    { onRequest: app.authenticate, schema: { tags, summary: 'Delete a work experience entry (owner)', params: entryParams, response: answer } },
    async (request) => service.deleteExperience(deps, currentUser(request), request.params.id, request.params.entryId),
  );
}
