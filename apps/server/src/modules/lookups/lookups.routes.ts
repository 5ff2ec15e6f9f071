import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lookupParamsSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { requestLanguage } from '../../platform/plugins/app/language.ts';
import { getLookupList, LOOKUP_LIST_NAMES } from './lookups.service.ts';

export async function lookupsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/lookups/:list',
    { config: { access: 'public' }, schema: { tags: ['lookups'], summary: `Reference list: ${LOOKUP_LIST_NAMES.join(', ')}`, params: lookupParamsSchema } },
    async (request, reply) => {
      const rows = await getLookupList(deps.db, request.params.list, requestLanguage(request));
      reply.header('cache-control', 'public, max-age=300');
      reply.header('vary', 'accept-language');
      return rows;
    },
  );
}
