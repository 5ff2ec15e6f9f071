import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers on every answer (API, errors, static files, the SPA, images). Scripts only from our own origin,
 * never inline but for the painted pages' head script, allowed by its hash (`scriptHashes`, from the web build); styles
 * may be inline because MUI's emotion injects <style> tags. Never framed. HSTS only when the app is served over https.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { appUrl: string; scriptHashes?: string[] }) => {
  const isHttps = opts.appUrl.startsWith('https://');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(opts.scriptHashes ?? []).map((hash) => `'${hash}'`)],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Pictures chosen for upload are previewed from blob: URLs; MUI and Swagger UI use data: images.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
});
