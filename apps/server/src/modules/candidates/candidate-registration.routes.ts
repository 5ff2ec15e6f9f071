import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { candidateRegistrationSchema, registrationResultSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { registerCandidate } from './candidate-registration.service.ts';

export async function candidateRegistrationRoutes(app: FastifyInstance, deps: Deps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/candidates/register',
    { config: { access: 'public' }, schema: { tags: ['candidates'], summary: 'Register a candidate (new or existing user)', body: candidateRegistrationSchema, response: { 201: registrationResultSchema } } },
    async (request, reply) => {
      await deps.limiter.hit([{ key: `register:ip:${request.ip}`, limit: deps.authLimits.perAddress }]);
      return reply.status(201).send(await registerCandidate(deps, request.body, request.language));
    },
  );
}
