import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { findLatestActAs, insertAction } from './act-as-audit.repository.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls that change nothing though they are POSTs: list reads and the session's own token refresh. */
const isRead = (route: string) => /\/read(-public)?$/.test(route) || route === '/api/auth/refresh-token';

/**
 * Records every write a staff member makes while acting as another user (a GET only when its route says it writes): the route's pattern and the answer's
 * status, never the body or the query (nothing personal). It is written before the answer leaves, so the record
 * exists, in order, by the time the caller sees the answer. A failure to record is logged, never the caller's problem.
 */
export const actAsRecorderPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const session = request.sessionUser;
    // A GET marked as a write (the API's call shapes put a few writes on GET) is recorded like any other write.
    if (!session?.actingAdminUserId || !(WRITES.has(request.method) || request.routeOptions.config.writes)) return payload;
    const route = request.routeOptions.url;
    if (!route || !route.startsWith('/api/') || isRead(route)) return payload;
    try {
      const impersonationAuditId = await findLatestActAs(opts.db, session.actingAdminUserId, session.id);
      await insertAction(opts.db, { impersonationAuditId, adminUserId: session.actingAdminUserId, targetUserId: session.id, method: request.method, route, statusCode: reply.statusCode });
    } catch (err) {
      request.log.error({ err: err instanceof Error ? err.name : 'error' }, 'could not record a write made while acting as another user');
    }
    return payload;
  });
});
