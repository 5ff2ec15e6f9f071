import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';

/** Reads and sets cookies: the refresh token travels in one (httpOnly, path /api/auth). */
export const cookiePlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
});
