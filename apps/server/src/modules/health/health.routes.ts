import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.ts';

export async function healthRoutes(app: FastifyInstance, deps: Deps) {
  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['health'], summary: '200 with the database reachable, 503 when not' } }, async (_request, reply) => {
    const up = await deps.database.ping();
    return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
  });
}
