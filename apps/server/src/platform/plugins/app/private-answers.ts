import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * No cache keeps an API answer unless its route says otherwise: answers to a signed-in caller and answers that
 * hold personal data (a profile, an application, a session) are 'no-store', so neither a shared cache nor the
 * browser's disk keeps them after sign-out. Routes whose answers are the same for everyone (reference lists,
 * public images) set their own Cache-Control.
 */
export const privateAnswersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
    reply.header('cache-control', 'no-store');
    return payload;
  });
});
