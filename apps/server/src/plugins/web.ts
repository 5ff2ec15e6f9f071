import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built web app; any non-API path answers index.html (history routing). */
export async function webPlugin(app: FastifyInstance, opts: { root: string }) {
  if (!existsSync(path.join(opts.root, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html must always be fresh.
      res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found', issues: [] });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
