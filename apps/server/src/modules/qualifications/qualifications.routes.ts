import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiErrorSchema, idParamSchema, qualificationEntryParamsSchema, educationInputSchema, experienceInputSchema, qualificationsSchema, type Qualifications } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser, type SessionUser } from '../../platform/auth/session-user.ts';
import * as service from './qualifications.service.ts';

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
      config: { access: ['self', 'staff', 'related-representative'], subject: { candidate: 'id' } },
      schema: { tags, summary: "A candidate's education, experience and resume (owner, staff, charity representatives)", params: idParamSchema, response: answer },
    },
    async (request) => service.getQualifications(deps, currentUser(request), request.params.id),
  );

  /** Add, change and delete routes of one kind of entry; every write is the owner's. */
  function entryRoutes<Body extends z.ZodType>(kind: {
    path: string;
    /** 'an education entry': completes the summaries. */
    name: string;
    body: Body;
    create: (deps: Deps, user: SessionUser, candidateId: number, data: z.output<Body>) => Promise<Qualifications>;
    update: (deps: Deps, user: SessionUser, candidateId: number, entryId: number, data: z.output<Body>) => Promise<Qualifications>;
    remove: (deps: Deps, user: SessionUser, candidateId: number, entryId: number) => Promise<Qualifications>;
  }) {
    const url = `/api/candidates/:id/qualifications/${kind.path}`;
    r.post(
      url,
      { config: { access: ['self'], subject: { candidate: 'id' } }, schema: { tags, summary: `Add ${kind.name} (owner)`, params: idParamSchema, body: kind.body, response: answer } },
      async (request) => kind.create(deps, currentUser(request), request.params.id, request.body as z.output<Body>),
    );
    r.put(
      `${url}/:entryId`,
      { config: { access: ['self'], subject: { candidate: 'id' } }, schema: { tags, summary: `Change ${kind.name} (owner)`, params: qualificationEntryParamsSchema, body: kind.body, response: answer } },
      async (request) => kind.update(deps, currentUser(request), request.params.id, request.params.entryId, request.body as z.output<Body>),
    );
    r.delete(
      `${url}/:entryId`,
      { config: { access: ['self'], subject: { candidate: 'id' } }, schema: { tags, summary: `Delete ${kind.name} (owner)`, params: qualificationEntryParamsSchema, response: answer } },
      async (request) => kind.remove(deps, currentUser(request), request.params.id, request.params.entryId),
    );
  }

  entryRoutes({
    path: 'education',
    name: 'an education entry',
    body: educationInputSchema,
    create: service.createEducation,
    update: service.updateEducation,
    remove: service.deleteEducation,
  });
  entryRoutes({
    path: 'experience',
    name: 'a work experience entry',
    body: experienceInputSchema,
    create: service.createExperience,
    update: service.updateExperience,
    remove: service.deleteExperience,
  });
}
