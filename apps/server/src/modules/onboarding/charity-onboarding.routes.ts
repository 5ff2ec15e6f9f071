import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { charityOnboardingSchema, releaseAgreementSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { agreeToRelease, suppressCharityWelcome, syncCharityOnboarding } from './charity-onboarding.service.ts';

const tags = ['onboarding'];

/** Charity (steps 6-7) and representative (8-9) onboarding of the signed-in representative. */
export async function charityOnboardingRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/charities/onboarding/sync',
    {
      config: { access: ['representative'] },
      schema: { tags, summary: "The representative's onboarding steps after the automatic pass (every step but the release form is checked against what is there)", response: { 200: charityOnboardingSchema } },
    },
    async (request) => syncCharityOnboarding(deps, currentUser(request)),
  );

  r.post(
    '/api/charities/onboarding/release',
    {
      config: { access: ['representative'] },
      schema: { tags, summary: 'Agree to the release form (step 9; the representative on their own record)', body: releaseAgreementSchema, response: { 200: charityOnboardingSchema } },
    },
    async (request) => agreeToRelease(deps, currentUser(request)),
  );

  r.post(
    '/api/charities/onboarding/welcome/suppress',
    { config: { access: ['representative'] }, schema: { tags, summary: "'Do not show this message again'", response: { 200: charityOnboardingSchema } } },
    async (request) => suppressCharityWelcome(deps, currentUser(request)),
  );
}
