import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shortLivedByKey } from '../../cache/short-lived.ts';
import { loggableDatabaseError } from '../../errors/db-errors.ts';
import { ThrottledLog } from '../../logging/error-log.ts';

/** What the web build's server bundle (apps/web/src/prerender.tsx) offers for /search. */
interface SearchRenderer {
  renderSearch(query: string, answer: (path: string, body: unknown) => Promise<unknown>): Promise<string | undefined>;
  repaint(page: string, body: string): string;
}

interface Painted {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** The only call the page may ask the server to answer while it is drawn: the charities found, public to everyone. */
const PUBLIC_CHARITIES = '/api/charities/read-public';
/** A drawn page serves the same address for this long: charities change rarely, and a burst of reloads costs one search. */
const FRESH_MS = 10_000;
const MAX_PAGES = 200;
/** Longer addresses get the page painted at build time (a search is a few words). */
const MAX_QUERY = 400;

/**
 * /search as the server answers it: the page painted at build time (prerendered/search.html) with, in its place, the page
 * drawn for the address with the charities found for it, so the browser shows the first results before the app's script
 * has run. The app then draws the same page over it. Null without the web build's server bundle (dist-prerender/), or
 * when it cannot be loaded: the page painted at build time then serves.
 */
export async function searchPainter(app: FastifyInstance, webRoot: string) {
  const bundle = path.join(webRoot, '..', 'dist-prerender', 'prerender.js');
  const template = path.join(webRoot, 'prerendered', 'search.html');
  if (!existsSync(bundle) || !existsSync(template)) return null;
  let renderer: SearchRenderer;
  try {
    renderer = (await import(pathToFileURL(bundle).href)) as SearchRenderer;
  } catch (error) {
    app.log.warn({ err: error }, 'the web build\'s server bundle could not be loaded; /search is the page painted at build time');
    return null;
  }
  const page = readFileSync(template, 'utf8');
  const painted = shortLivedByKey(FRESH_MS, MAX_PAGES, async (query: string): Promise<Painted | null> => {
    const body = await renderer.renderSearch(query, async (url, payload) => {
      if (url !== PUBLIC_CHARITIES) throw new Error(`${url} is not answered while /search is drawn`);
      const answer = await app.inject({ method: 'POST', url, payload: payload as object, headers: { 'accept-language': 'en' } });
      if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
      return answer.json();
    });
    if (body === undefined) return null;
    const html = renderer.repaint(page, body);
    return { html, br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }), gzip: gzipSync(html) };
  });

  const drawFailures = new ThrottledLog();
  return async function answer(request: FastifyRequest, reply: FastifyReply) {
    const at = request.url.indexOf('?');
    const query = at < 0 ? '' : request.url.slice(at);
    let found: Painted | null = null;
    if (query.length <= MAX_QUERY) {
      try {
        found = await painted(query);
      } catch (error) {
        // Once per kind of failure per interval (an outage fails every request alike), without its stack or SQL.
        const db = loggableDatabaseError(error);
        const kind = db ? `db:${db.code ?? db.message}` : `${(error as Error)?.name}:${(error as Error)?.message}`.slice(0, 200);
        const suppressed = drawFailures.admit(kind);
        if (suppressed !== null) request.log.warn(db ? { db, suppressed } : { error: (error as Error)?.name ?? 'error', suppressed }, '/search could not be drawn; the page painted at build time serves');
      }
    }
    if (!found) return reply.sendFile('prerendered/search.html');
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(found.br);
    if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(found.gzip);
    return reply.send(found.html);
  };
}
