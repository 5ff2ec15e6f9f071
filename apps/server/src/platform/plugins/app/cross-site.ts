import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A digest's one-click unsubscribe (RFC 8058): mail programs, webmail included, POST it from their own site. It is
 * safe to take from anywhere: it needs no session or cookie, and its signed token only turns one digest off for the
 * token's owner.
 */
const ONE_CLICK_UNSUBSCRIBE = /^\/api\/unsubscribe\/[^/?#]+(\?.*)?$/;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Whether the browser says this request comes from another site. Requests without these headers (curl, servers) pass. */
export function isCrossSite(request: FastifyRequest, appOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const own = [appOrigin, `${request.protocol}://${request.host}`].map((o) => o.toLowerCase());
  return !own.includes(origin.toLowerCase());
}

/**
 * Refuses state-changing API calls made from another site (403), so a page elsewhere cannot post a form that
 * signs the visitor in as someone else, or act with the visitor's refresh cookie.
 */
export const crossSitePlugin = fp(async (app: FastifyInstance, opts: { appUrl: string }) => {
  const appOrigin = originOf(opts.appUrl) ?? opts.appUrl;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.method === 'POST' && ONE_CLICK_UNSUBSCRIBE.test(request.url)) return;
    if (isCrossSite(request, appOrigin)) throw AppError.forbidden('errors.notAllowed', 'CROSS_SITE');
  });
});
