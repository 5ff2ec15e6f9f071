import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Claim, userNameCheckSchema, userNameParamSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { checkUserName } from './user-name-check.service.ts';

/** POST /api/users/{username}: is the e-mail taken? Staff only (it would tell anyone else who has an account). */
export async function userNameCheckRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/users/:username',
    {
      config: { access: [{ claim: Claim.candidatesRead }] },
      schema: { tags: ['users'], summary: 'Whether an e-mail is already registered (staff, before creating a user)', params: userNameParamSchema, response: { 200: userNameCheckSchema } },
    },
    async (request) => checkUserName(deps.db, currentUser(request), request.params.username),
  );
}
