import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lookupParamsSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { getLookupList, LOOKUP_LIST_NAMES } from './lookups.service.ts';

export async function lookupsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/lookups/:list',
    { config: { access: 'public' }, schema: { tags: ['lookups'], summary: `Reference list: ${LOOKUP_LIST_NAMES.join(', ')}`, params: lookupParamsSchema } },
    async (request, reply) => {
      const rows = await getLookupList(deps.db, request.params.list);
      reply.header('cache-control', 'public, max-age=300');
      return rows;
    },
  );
}
