import type { FastifyRequest } from 'fastify';
import type { Actor, RouteAccess, RouteSubject } from '@boardmatch/shared';
import { AppError } from '../errors/app-error.ts';

/** The request's actor with the session facts the services use: id is the user acted as. */
export interface SessionUser extends Actor {
  id: number;
  isSelf: boolean;
  /** The staff member's user id while they act as this user. */
  actingAdminUserId: number | null;
}

/** What a verified access token says; the database decides whether it still holds. */
export interface TokenFacts {
  userId: number;
  involvement: string | null;
  charityId: number | null;
  actingStaffUserId: number | null;
  /** The token versions it was issued under: the user's, and the acting staff member's. */
  tokenVersion: number;
  actingStaffTokenVersion: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
  interface FastifyInstance {
    /** Who may call each route ('GET /api/x/:id' -> declaration), for the generated authorization test. */
    routeAccess: Map<string, RouteAccess>;
    /** The GET routes that change data because the API's call shapes say so ('GET /api/x/:id'). */
    routeWrites: Set<string>;
  }
  interface FastifyContextConfig {
    /** Who may call the route; every /api route declares it. */
    access?: RouteAccess;
    /** The route's path names a candidate: who may call it is decided on that candidate before the body is read. */
    subject?: RouteSubject;
    /** The message key of the refusal when the route names one (the spec's words), else 'not allowed'. */
    refusal?: string;
    /** A GET that changes data (the API's call shapes put some writes on GET): recorded as a write. */
    writes?: boolean;
  }
}

/** The signed-in user of the request; 401 without a session. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw AppError.unauthorized();
  return request.sessionUser;
}
