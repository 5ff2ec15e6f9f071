import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGES, type Language } from '@boardmatch/shared';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer is written in, from Accept-Language (en or fr; en by default). */
    language: Language;
  }
}

/** 'fr-CA,fr;q=0.9,en;q=0.8' -> 'fr': the supported language of highest quality, in order of appearance on a tie. */
export function parseAcceptLanguage(header: string | undefined): Language {
  if (!header) return 'en';
  let best: { language: Language; q: number } | null = null;
  for (const part of header.slice(0, 500).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    const language = LANGUAGES.find((l) => l === primary);
    if (!language) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? 'en';
}

/** The request's language, read once; an error raised before the hook ran still gets one. */
export function requestLanguage(request: FastifyRequest): Language {
  return request.language ?? parseAcceptLanguage(request.headers['accept-language']);
}

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', null as unknown as Language);
  app.addHook('onRequest', async (request) => {
    request.language = parseAcceptLanguage(request.headers['accept-language']);
  });
});
