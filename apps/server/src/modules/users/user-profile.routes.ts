import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Claim, userInformationSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { getUserInformation } from './user-profile.service.ts';

const tags = ['users'];

/** The user profile page (spec 2, section 2.9): the signed-in user's own information; its save is an onboarding route (it records a candidate's information step). */
export async function userProfileRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/users/information',
    { config: { access: [{ claim: Claim.userInformationRead }] }, schema: { tags, summary: "The signed-in user's information", response: { 200: userInformationSchema } } },
    async (request) => getUserInformation(deps.db, currentUser(request).id),
  );
}
