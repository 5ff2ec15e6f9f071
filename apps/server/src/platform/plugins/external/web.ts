import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { searchPainter } from '../app/painted-search.ts';

export function hasWebBuild(root: string | undefined): root is string {
  return Boolean(root && existsSync(path.join(root, 'index.html')));
}

/**
 * The hashes ('sha256-...') of the scripts the web build wrote into its painted pages (prerendered/script-hashes.json),
 * which the content security policy allows; none without a build.
 */
export function inlineScriptHashes(root: string | undefined): string[] {
  if (!root) return [];
  const file = path.join(root, 'prerendered', 'script-hashes.json');
  if (!existsSync(file)) return [];
  const hashes: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(hashes) || !hashes.every((hash) => typeof hash === 'string' && /^sha256-[A-Za-z0-9+/]+=*$/.test(hash))) {
    throw new Error(`${file}: not a list of sha256 hashes`);
  }
  return hashes;
}

/**
 * The pages the web build rendered to HTML (prerendered/<page>.html): their routes and files. A page of a route with a
 * parameter is one file for every address of the route: 'staff-invitation~token.html' is '/staff-invitation/:token'.
 */
export function prerenderedPages(root: string): { route: string; file: string }[] {
  const folder = path.join(root, 'prerendered');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => /^[a-z0-9-]+(~[a-zA-Z]+)*\.html$/.test(name))
    .map((name) => ({ route: `/${name.slice(0, -'.html'.length).replaceAll('~', '/:')}`, file: `prerendered/${name}` }));
}

/**
 * Serves the built web app's files, and a page rendered at build time at its own address (the browser paints it before
 * the app's script has run), /search drawn for its address (painted-search.ts); the errors plugin answers index.html for
 * other GETs (history routing).
 */
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
  const search = await searchPainter(app, opts.root);
  for (const { route, file } of prerenderedPages(opts.root)) {
    if (route === '/search' && search) app.get(route, search);
    else app.get(route, (_request, reply) => reply.sendFile(file));
  }
});
