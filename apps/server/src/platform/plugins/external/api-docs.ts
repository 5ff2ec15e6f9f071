import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI description of every route registered after this plugin, from the routes' zod schemas, and its
 * pages at /api/docs (the JSON at /api/docs/json). In production the pages are off: the description of every
 * route and its inputs is for the people who build on the API, not for whoever finds the address.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance, opts: { expose: boolean }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'BoardMatch API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (opts.expose) await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
