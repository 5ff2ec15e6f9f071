import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHARITY_ROUTE_ACCESS, charityDetailsAnswerSchema, charityFocusAreaParamsSchema, charityUpdateSchema, idParamSchema, positionMatchingUpdateSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { getCharityDetails, unlinkFocusArea, updateCharity, updatePositionMatching } from './charity-profile.service.ts';

const tags = ['charities'];

/** The charity form: read by the charity's representatives and staff, saved with charity-onboarding.update. */
export async function charityProfileRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: CHARITY_ROUTE_ACCESS };

  r.get(
    '/api/charities/:id/details',
    { config, schema: { tags, summary: 'The charity form as it is: details, contact, focus areas, programs and position matching', params: idParamSchema, response: { 200: charityDetailsAnswerSchema } } },
    async (request) => getCharityDetails(deps.db, currentUser(request), request.params.id),
  );

  r.put(
    '/api/charities/:id',
    {
      config,
      schema: { tags, summary: 'Save the charity form (charity, address, phones, focus areas, programs, position matching) in one transaction', params: idParamSchema, body: charityUpdateSchema, response: { 200: charityDetailsAnswerSchema } },
    },
    async (request) => updateCharity(deps, currentUser(request), request.params.id, request.body),
  );

  r.put(
    '/api/charities/:id/position-matching',
    { config, schema: { tags, summary: 'Save the programs and position matching answers (onboarding step 7)', params: idParamSchema, body: positionMatchingUpdateSchema, response: { 200: charityDetailsAnswerSchema } } },
    async (request) => updatePositionMatching(deps, currentUser(request), request.params.id, request.body),
  );

  r.delete(
    '/api/charities/:id/focus-areas/:focusAreaId',
    { config, schema: { tags, summary: 'Unlink a focus area (not the last one)', params: charityFocusAreaParamsSchema, response: { 200: charityDetailsAnswerSchema } } },
    async (request) => unlinkFocusArea(deps, currentUser(request), request.params.id, request.params.focusAreaId),
  );
}
