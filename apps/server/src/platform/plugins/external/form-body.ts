import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';

/** Accepts application/x-www-form-urlencoded bodies as well as JSON. */
export const formBodyPlugin = fp(async (app: FastifyInstance) => {
  await app.register(formbody);
});
