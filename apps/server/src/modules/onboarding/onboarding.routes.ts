import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onboardingCompleteSchema, onboardingReadSchema, onboardingStepsSchema, onboardingSyncSchema } from '@boardmatch/shared';
import type { Deps } from '../../lib/deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import { completeCandidateStep, readCandidateSteps, syncCandidateSteps } from './onboarding.service.ts';

const tags = ['onboarding'];

export async function onboardingRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/candidates/onboarding/read',
    { onRequest: app.authenticate, schema: { tags, summary: "A candidate's onboarding steps (owner or staff)", body: onboardingReadSchema, response: { 200: onboardingStepsSchema } } },
    async (request) => readCandidateSteps(deps, currentUser(request), request.body.CandidateId),
  );

  r.post(
    '/api/candidates/onboarding/complete',
    { onRequest: app.authenticate, schema: { tags, summary: 'Record one step complete or not (owner)', body: onboardingCompleteSchema, response: { 200: onboardingStepsSchema } } },
    async (request) => completeCandidateStep(deps, currentUser(request), request.body),
  );

  r.post(
    '/api/candidates/onboarding/sync',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: "The automatic pass: update steps whose actual state differs (all but the release form; owner)", body: onboardingSyncSchema, response: { 200: onboardingStepsSchema } },
    },
    async (request) => syncCandidateSteps(deps, currentUser(request), request.body.candidateId),
  );
}
