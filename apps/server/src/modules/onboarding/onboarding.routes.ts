import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Claim, onboardingCompleteSchema, onboardingReadSchema, onboardingStepsSchema, onboardingSyncSchema, userInformationInputSchema, userInformationSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { completeCandidateStep, readCandidateSteps, syncCandidateSteps, updateOwnUserInformation } from './onboarding.service.ts';

const tags = ['onboarding'];

export async function onboardingRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/candidates/onboarding/read',
    { config: { access: ['self', 'staff'] }, schema: { tags, summary: "A candidate's onboarding steps (owner or staff)", body: onboardingReadSchema, response: { 200: onboardingStepsSchema } } },
    async (request) => readCandidateSteps(deps, currentUser(request), request.body.CandidateId),
  );

  r.post(
    '/api/candidates/onboarding/complete',
    { config: { access: ['self'] }, schema: { tags, summary: 'Record one step complete or not (owner)', body: onboardingCompleteSchema, response: { 200: onboardingStepsSchema } } },
    async (request) => completeCandidateStep(deps, currentUser(request), request.body),
  );

  r.post(
    '/api/candidates/onboarding/sync',
    {
      config: { access: ['self'] },
      schema: { tags, summary: "The automatic pass: update steps whose actual state differs (all but the release form; owner)", body: onboardingSyncSchema, response: { 200: onboardingStepsSchema } },
    },
    async (request) => syncCandidateSteps(deps, currentUser(request), request.body.candidateId),
  );

  // The user profile page's save (spec 2, section 2.9): a candidate's information step follows it.
  r.put(
    '/api/users/information',
    {
      config: { access: [{ claim: Claim.userInformationRead }] },
      schema: { tags: ['users'], summary: "Update the signed-in user's name, pronoun, phones and address", body: userInformationInputSchema, response: { 200: userInformationSchema } },
    },
    async (request) => updateOwnUserInformation(deps, currentUser(request).id, request.body),
  );
}
