import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../src/platform/plugins/app/errors.ts';
import { webPlugin } from '../src/platform/plugins/external/web.ts';

// The web build's server bundle, as the painter uses it: asks the server for the charities, draws them into the page.
const BUNDLE = `
export async function renderSearch(query, answer) {
  const params = new URLSearchParams(query);
  if (params.has('chid')) return undefined;
  const text = params.get('text') ?? '';
  const url = text === 'other call' ? '/api/users/session' : '/api/charities/read-public';
  const list = await answer(url, { Search: text || undefined, Filters: [], Pagination: { Page: 1, ItemsPerPage: 6 } });
  return '<ul>' + list.charities.map((c) => '<li>' + c.name + '</li>').join('') + '</ul>';
}
export function repaint(page, body) {
  return page.replace('<h1>Search</h1>', '<h1>Search</h1>' + body);
}
`;
const PAGE = '<html><head></head><body><div id="root"><div data-prerendered inert><h1>Search</h1></div></div></body></html>';

let root: string;
let app: FastifyInstance;
const asked: unknown[] = [];
let failing = false;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'web-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  mkdirSync(path.join(root, 'dist-prerender'));
  writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');
  writeFileSync(path.join(dist, 'prerendered', 'search.html'), PAGE);
  writeFileSync(path.join(root, 'dist-prerender', 'prerender.js'), BUNDLE);
  app = Fastify();
  app.post('/api/charities/read-public', async (request, reply) => {
    asked.push(request.body);
    if (failing) return reply.code(500).send({ message: 'down' });
    const { Search } = request.body as { Search?: string };
    return { charities: [{ name: `Found for ${Search ?? 'all'}` }], total: 1, totalCapped: false };
  });
  app.get('/api/users/session', async () => ({ charities: [{ name: 'private' }] }));
  await app.register(webPlugin, { root: dist });
  await app.register(errorsPlugin, { spaFallback: true });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('/search drawn by the server', () => {
  it('holds the charities found for the address, as the list call answers them', async () => {
    const page = await get('/search?text=food');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<h1>Search</h1><ul><li>Found for food</li></ul>');
    expect(asked.at(-1)).toEqual({ Search: 'food', Filters: [], Pagination: { Page: 1, ItemsPerPage: 6 } });
    expect((await get('/search')).body).toContain('Found for all');
  });

  it('is compressed for a browser that accepts it', async () => {
    const page = await get('/search?text=compressed', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('Found for compressed');
  });

  it('draws an address once for a burst of requests', async () => {
    const before = asked.length;
    await Promise.all([get('/search?text=burst'), get('/search?text=burst'), get('/search?text=burst')]);
    expect((await get('/search?text=burst')).body).toContain('Found for burst');
    expect(asked.length - before).toBe(1);
  });

  it('answers the page painted at build time when there is nothing to draw, the search fails, or the address is too long', async () => {
    const before = asked.length;
    expect((await get('/search?chid=4')).body).toBe(PAGE);
    expect((await get(`/search?text=${'a'.repeat(500)}`)).body).toBe(PAGE);
    expect(asked.length).toBe(before);

    failing = true;
    expect((await get('/search?text=down')).body).toBe(PAGE);
    failing = false;
    // A failed drawing is not kept: the next request draws again.
    expect((await get('/search?text=down')).body).toContain('Found for down');
  });

  it('answers no other call than the public charities while drawing', async () => {
    const page = await get('/search?text=other%20call');
    expect(page.body).toBe(PAGE);
    expect(page.body).not.toContain('private');
  });
});

describe('/search while the search fails', () => {
  it('logs one line for a run of failures, with no stack and nothing of the query', async () => {
    const lines: string[] = [];
    const logged = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    logged.post('/api/charities/read-public', async (_request, reply) => reply.code(500).send({ message: 'down' }));
    await logged.register(webPlugin, { root: path.join(root, 'dist') });
    await logged.register(errorsPlugin, { spaFallback: true });
    try {
      for (const text of ['jordan.lee@example.org', 'outage two', 'outage three', 'outage four']) {
        expect((await logged.inject({ method: 'GET', url: `/search?text=${encodeURIComponent(text)}` })).body).toBe(PAGE);
      }
      const drawn = lines.filter((l) => l.includes('could not be drawn'));
      expect(drawn).toHaveLength(1);
      expect(drawn[0]).not.toMatch(/"stack"|\n\s+at /);
      expect(lines.join('')).not.toMatch(/jordan|example\.org|outage/);
    } finally {
      await logged.close();
    }
  });
});

describe('/search with a server bundle that cannot be loaded', () => {
  it('starts, and answers the page painted at build time', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'web-'));
    const dist = path.join(broken, 'dist');
    mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
    mkdirSync(path.join(broken, 'dist-prerender'));
    writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');
    writeFileSync(path.join(dist, 'prerendered', 'search.html'), PAGE);
    writeFileSync(path.join(broken, 'dist-prerender', 'prerender.js'), 'throw new Error("a bundle from another build");');
    const server = Fastify();
    try {
      await server.register(webPlugin, { root: dist });
      expect((await server.inject({ method: 'GET', url: '/search?text=food' })).body).toBe(PAGE);
    } finally {
      await server.close();
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
