import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, candidateGate, routeGate, type Actor, type CandidateSubject, type PolicyAction, type PolicySubject, type RouteAccess, type RouteSubject } from '@boardmatch/shared';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AccessTokens } from '../../../modules/auth/index.ts';
import type { TokenFacts } from '../../../modules/users/index.ts';

/** The request's actor with the session facts the services use: id is the user acted as. */
export interface SessionUser extends Actor {
  id: number;
  isSelf: boolean;
  /** The staff member's user id while they act as this user. */
  actingAdminUserId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
  interface FastifyInstance {
    /** Who may call each route ('GET /api/x/:id' -> declaration), for the generated authorization test. */
    routeAccess: Map<string, RouteAccess>;
  }
  interface FastifyContextConfig {
    /** Who may call the route; every /api route declares it. */
    access?: RouteAccess;
    /** The route's path names a candidate: who may call it is decided on that candidate before the body is read. */
    subject?: RouteSubject;
    /** The message key of the refusal when the route names one (the spec's words), else 'not allowed'. */
    refusal?: string;
  }
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw AppError.unauthorized();
  return request.sessionUser;
}

/** 403 unless the policy allows the action: the one way a service refuses. */
export function authorize<A extends PolicyAction>(actor: Actor | null, action: A, ...subject: PolicySubject<A> extends undefined ? [] : [PolicySubject<A>]): void {
  if (!actor) throw AppError.unauthorized();
  if (!can(actor, action, ...subject)) throw AppError.forbidden();
}

const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** Loads a candidate as the policies see it from an actor; 404 when there is none. */
export type CandidateSubjectLoader = (db: Db, candidateId: number, actor: Actor) => Promise<CandidateSubject>;

const MAX_ID = 2_147_483_647;

export interface AuthPluginOptions {
  tokens: AccessTokens;
  db: Db;
  /** Checks a verified token against the database: the actor, or null when the token no longer holds. */
  resolveActor: (db: Db, token: TokenFacts) => Promise<Actor | null>;
  candidateSubject: CandidateSubjectLoader;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  app.decorateRequest('sessionUser', null);

  // A route without a declaration of who may call it is a programming error: refuse to start.
  app.decorate('routeAccess', new Map<string, RouteAccess>());
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${route.method} ${route.url} declares no access`);
    for (const method of [route.method].flat()) app.routeAccess.set(`${method} ${route.url}`, access);
  });

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      const payload = await opts.tokens.verify(header.slice(7));
      if (payload && Number.isInteger(payload.tv)) {
        const actor = await opts.resolveActor(opts.db, {
          userId: payload.nameId,
          involvement: payload.involvement,
          charityId: payload.charityId ?? null,
          actingStaffUserId: payload.actingAdminUserId ?? null,
          tokenVersion: payload.tv,
          actingStaffTokenVersion: Number.isInteger(payload.atv) ? payload.atv! : null,
        });
        if (actor) request.sessionUser = { ...actor, id: actor.userId, isSelf: payload.isSelf === 'True', actingAdminUserId: actor.actingStaffUserId };
      }
    }
    const access = request.routeOptions.config?.access ?? 'public';
    const gate = routeGate(access, request.sessionUser);
    if (gate === 'anonymous') throw AppError.unauthorized();
    if (gate === 'refused') throw AppError.forbidden(request.routeOptions.config?.refusal);
  });

  // Record-level gate: before validation, so a caller who may not touch this candidate learns nothing from the body's errors.
  app.addHook('preValidation', async (request) => {
    const { access, subject } = request.routeOptions.config ?? {};
    const actor = request.sessionUser;
    if (!subject || !actor || !access || access === 'public') return;
    const raw = (request.params as Record<string, string | undefined>)[subject.candidate];
    const id = Number(raw);
    if (!raw || !/^\d+$/.test(raw) || id < 1 || id > MAX_ID) return; // validation answers 400
    if (!candidateGate(access, actor, await opts.candidateSubject(opts.db, id, actor))) throw AppError.forbidden();
  });
});
