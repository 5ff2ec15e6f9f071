import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Claim, listQuerySchema, staffCandidateListSchema } from '@boardmatch/shared';
import type { Deps } from '../../lib/deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listCandidatesForStaff } from './candidates-admin.service.ts';

export async function candidatesAdminRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/candidates/read',
    {
      config: { access: [{ claim: Claim.candidatesRead }] },
      schema: { tags: ['candidates'], summary: 'Staff list of candidates (paged in SQL)', body: listQuerySchema, response: { 200: staffCandidateListSchema } },
    },
    async (request) => listCandidatesForStaff(deps.db, currentUser(request), request.body),
  );
}
