import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema, postingSummarySchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { requestLanguage } from '../../platform/plugins/app/language.ts';
import { getPostingSummary } from './postings.service.ts';

export async function postingsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/charities/postings/public/:id',
    { config: { access: 'public' }, schema: { tags: ['postings'], summary: 'One posting as its summary, for anonymous visitors', params: idParamSchema, response: { 200: postingSummarySchema } } },
    async (request) => getPostingSummary(deps.db, request.params.id, null, requestLanguage(request)),
  );

  r.get(
    '/api/charities/postings/:id',
    {
      config: { access: ['signed-in'] },
      schema: { tags: ['postings'], summary: 'One posting as its summary, with whether the signed-in candidate may apply', params: idParamSchema, response: { 200: postingSummarySchema } },
    },
    async (request) => getPostingSummary(deps.db, request.params.id, currentUser(request), requestLanguage(request)),
  );
}
