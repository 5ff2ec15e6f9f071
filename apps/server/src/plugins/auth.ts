import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasClaim, type ClaimName } from '@boardmatch/shared';
import { AppError } from '../lib/app-error.ts';
import type { AccessTokens, AccessClaims } from '../modules/auth/access-tokens.ts';

export interface SessionUser {
  id: number;
  isSelf: boolean;
  /** The staff member's user id while they act as this user. */
  actingAdminUserId: number | null;
  involvement: string | null;
  charityId: number | null;
  claims: AccessClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a valid access token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: 401 without a session, 403 without the claim. */
    requireClaim: (claim: ClaimName) => (request: FastifyRequest) => Promise<void>;
  }
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw AppError.unauthorized();
  return request.sessionUser;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { tokens: AccessTokens }) => {
  app.decorateRequest('sessionUser', null);

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const payload = await opts.tokens.verify(header.slice(7));
    if (!payload) return;
    request.sessionUser = {
      id: payload.nameId,
      isSelf: payload.isSelf === 'True',
      actingAdminUserId: payload.actingAdminUserId ?? null,
      involvement: payload.involvement,
      charityId: payload.charityId ?? null,
      claims: payload,
    };
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!request.sessionUser) throw AppError.unauthorized();
  });

  app.decorate('requireClaim', (claim: ClaimName) => async (request: FastifyRequest) => {
    if (!request.sessionUser) throw AppError.unauthorized();
    if (!hasClaim(request.sessionUser.claims, claim)) throw AppError.forbidden();
  });
});
