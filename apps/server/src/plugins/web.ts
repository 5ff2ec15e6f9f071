import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export function hasWebBuild(root: string | undefined): root is string {
  return Boolean(root && existsSync(path.join(root, 'index.html')));
}

/** Serves the built web app's files; the errors plugin answers index.html for other GETs (history routing). */
export const webPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html must always be fresh.
      res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
});
