import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../src/platform/plugins/app/errors.ts';
import { securityHeadersPlugin } from '../src/platform/plugins/external/security-headers.ts';
import { inlineScriptHashes, prerenderedPages, webPlugin } from '../src/platform/plugins/external/web.ts';

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'web-'));
  writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
  mkdirSync(path.join(root, 'prerendered'));
  writeFileSync(path.join(root, 'prerendered', 'login.html'), '<div id="root"><div data-prerendered>Sign in</div></div>');
  writeFileSync(path.join(root, 'prerendered', 'staff-invitation~token.html'), '<div id="root"><div data-prerendered>Invitation</div></div>');
  writeFileSync(path.join(root, 'prerendered', 'academy~courseId.html'), '<div id="root"><div data-prerendered>Course</div></div>');
  writeFileSync(path.join(root, 'prerendered', 'notes.txt'), 'not a page');
  app = Fastify();
  await app.register(webPlugin, { root });
  await app.register(errorsPlugin, { spaFallback: true });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the web app', () => {
  it('answers a page rendered at build time at its address, whatever its query', async () => {
    expect(prerenderedPages(root).map((page) => page.route).sort()).toEqual(['/academy/:courseId', '/login', '/staff-invitation/:token']);
    for (const url of ['/login', '/login?token=abc']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain('data-prerendered');
    }
  });

  it('answers the page of a route with a parameter at every address of the route', async () => {
    for (const url of ['/staff-invitation/0123456789abcdef', '/staff-invitation/x?y=1']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('Invitation');
    }
    expect((await app.inject({ method: 'GET', url: '/staff-invitation/a/b' })).body).toBe('<div id="root"></div>');
    expect((await app.inject({ method: 'GET', url: '/academy/1679471?lesson=duties' })).body).toContain('Course');
  });

  it('answers the plain app for every other address, and not a page for an API address', async () => {
    for (const url of ['/search', '/candidate-profile', '/login/extra', '/']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe('<div id="root"></div>');
    }
    expect((await app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
  });

  it("answers 404 for a built file that is not there (a previous version's script), not the app", async () => {
    for (const url of ['/assets/SearchPage-OLDHASH.js', '/assets/index-OLDHASH.css', '/assets/anything', '/favicon-old.svg', '/assets/x.js?v=1']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).not.toContain('text/html');
    }
  });

  it("allows the painted pages' head script by the hash the build wrote, and no other inline script", async () => {
    const built = mkdtempSync(path.join(tmpdir(), 'web-'));
    try {
      expect(inlineScriptHashes(built)).toEqual([]);
      mkdirSync(path.join(built, 'prerendered'));
      const hash = 'sha256-n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=';
      writeFileSync(path.join(built, 'prerendered', 'script-hashes.json'), JSON.stringify([hash]));
      expect(inlineScriptHashes(built)).toEqual([hash]);
      const secured = Fastify();
      await secured.register(securityHeadersPlugin, { appUrl: 'http://localhost:3000', scriptHashes: inlineScriptHashes(built) });
      secured.get('/page', () => 'page');
      const csp = String((await secured.inject({ method: 'GET', url: '/page' })).headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' '${hash}';`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      await secured.close();
      // A file that is not a list of hashes stops the server rather than loosening its policy.
      writeFileSync(path.join(built, 'prerendered', 'script-hashes.json'), JSON.stringify(["'unsafe-inline'"]));
      expect(() => inlineScriptHashes(built)).toThrow(/not a list of sha256 hashes/);
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });
});
