import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { postChanges } from '@boardmatch/shared';
import { AppError } from '../../errors/app-error.ts';
import type { IdempotencyStore } from '../../idempotency/idempotency-store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request holds until its answer is kept. */
    idempotency: { caller: string; key: string } | null;
  }
}

/** Printable ASCII without spaces, as a UUID or any client-made token is. */
const KEY = /^[\x21-\x7e]{1,200}$/;

/** Whose keys these are: one person's keys never answer another's requests. */
function callerOf(request: FastifyRequest): string {
  const user = request.sessionUser;
  if (!user) return `anonymous:${request.ip}`;
  return `user:${user.id}:${user.actingAdminUserId ?? 0}`;
}

function fingerprintOf(request: FastifyRequest): string {
  const body = createHash('sha256').update(JSON.stringify(request.body ?? null)).digest('hex');
  return `${request.method} ${request.url} ${body}`;
}

/**
 * Makes a POST safe to send again: with an Idempotency-Key header, the same key and request within a day answer
 * the first answer and do nothing again; a second request arriving while the first is handled waits for it.
 * Only successful answers without cookies are kept: a refused session or a server error may be tried again.
 * POSTs that only read (lists, searches) and sign-in calls ignore the header.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { store: IdempotencyStore }) => {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !request.url.startsWith('/api/') || !postChanges(request.url)) return;
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY.test(key)) throw AppError.badRequest('errors.idempotencyKeyInvalid', [], 'IDEMPOTENCY_KEY_INVALID');
    const caller = callerOf(request);
    const claim = await opts.store.claim(caller, key, fingerprintOf(request));
    if (claim.kind === 'mismatch') throw new AppError('IDEMPOTENCY_KEY_REUSED', 422, 'errors.idempotencyKeyReused');
    if (claim.kind === 'busy') throw AppError.conflict('errors.requestInProgress', 'REQUEST_IN_PROGRESS');
    if (claim.kind === 'replay') {
      reply.code(claim.statusCode).header('idempotent-replayed', 'true');
      if (claim.contentType) reply.type(claim.contentType);
      return reply.send(claim.body);
    }
    request.idempotency = { caller, key };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    const keepable = reply.statusCode >= 200 && reply.statusCode < 300 && !reply.hasHeader('set-cookie');
    const body = payload == null ? '' : typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (keepable && body !== null) {
      const type = reply.getHeader('content-type');
      await opts.store.complete(held.caller, held.key, { statusCode: reply.statusCode, contentType: typeof type === 'string' ? type : null, body });
    } else {
      await opts.store.release(held.caller, held.key);
    }
    return payload;
  });
});
