import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditAction, isStaff, staffAction, type RouteAccess } from '@boardmatch/shared';
import type { Db } from '../../db/client.ts';
import { findLatestActAs, findSubjectName, insertAction } from './act-as-audit.repository.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls that change nothing though they are POSTs: list reads and the session's own token refresh. */
const isRead = (route: string) => /\/read(-public)?$/.test(route) || route === '/api/auth/refresh-token';
/** A route of the staff's own areas: it admits staff, or a claim only staff roles hold. */
const isStaffRoute = (access: RouteAccess | undefined) => Array.isArray(access) && access.some((caller) => caller === 'staff' || typeof caller === 'object');
const ACT_AS_ROUTE = '/api/auth/authenticate-as-user';
/** The reason an act-as attempt gave (the body is validated before this runs only when the call was well formed). */
const actAsReason = (body: unknown): string | null => {
  const reason = (body as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && reason.trim() ? reason.trim().slice(0, 500) : null;
};

/**
 * Records every write a staff member makes: while acting as another user (a GET only when its route says it
 * writes), and as themself on the staff's routes, each act-as attempt included, refused or not. Kept: the route's
 * pattern, the answer's status, the action's name and the subject's name, never the body or the query. It is
 * written before the answer leaves, so the record exists, in order, by the time the caller sees the answer. A
 * failure to record is logged, never the caller's problem.
 */
export const actAsRecorderPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const session = request.sessionUser;
    if (!session) return payload;
    // A GET marked as a write (the API's call shapes put a few writes on GET) is recorded like any other write.
    if (!(WRITES.has(request.method) || request.routeOptions.config.writes)) return payload;
    const route = request.routeOptions.url;
    if (!route || !route.startsWith('/api/') || isRead(route)) return payload;
    const acting = session.actingAdminUserId;
    const ownStaffWrite = !acting && isStaff(session) && (route === ACT_AS_ROUTE || isStaffRoute(request.routeOptions.config.access));
    if (!acting && !ownStaffWrite) return payload;
    try {
      if (acting) {
        const impersonationAuditId = await findLatestActAs(opts.db, acting, session.id);
        await insertAction(opts.db, { impersonationAuditId, adminUserId: acting, targetUserId: session.id, method: request.method, route, statusCode: reply.statusCode, action: auditAction(request.method, route) });
      } else {
        const subjectName = await findSubjectName(opts.db, route, (request.params ?? {}) as Record<string, unknown>, request.body);
        const action = staffAction(request.method, route, reply.statusCode, request.body);
        const reason = route === ACT_AS_ROUTE ? actAsReason(request.body) : null;
        await insertAction(opts.db, { impersonationAuditId: null, adminUserId: session.id, targetUserId: null, method: request.method, route, statusCode: reply.statusCode, action, subjectName, reason });
      }
    } catch (err) {
      request.log.error({ err: err instanceof Error ? err.name : 'error' }, 'could not record a staff write');
    }
    return payload;
  });
});
