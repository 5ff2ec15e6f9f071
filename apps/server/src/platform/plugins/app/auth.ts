import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { candidateGate, MAX_ID, routeGate, type Actor, type CandidateSubject, type RouteAccess } from '@boardmatch/shared';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AccessTokens } from '../../auth/access-tokens.ts';
import type { TokenFacts } from '../../auth/session-user.ts';

const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** Loads a candidate as the policies see it from an actor; 404 when there is none. */
export type CandidateSubjectLoader = (db: Db, candidateId: number, actor: Actor) => Promise<CandidateSubject>;

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
  app.decorate('routeWrites', new Set<string>());
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${route.method} ${route.url} declares no access`);
    for (const method of [route.method].flat()) {
      app.routeAccess.set(`${method} ${route.url}`, access);
      if (route.config?.writes) app.routeWrites.add(`${method} ${route.url}`);
    }
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
