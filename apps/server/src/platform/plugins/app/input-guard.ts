import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error.ts';

const MAX_DEPTH = 20;

/** The path of the first string (value or key) holding a NUL character, which PostgreSQL text refuses. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = findNul(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses a NUL character anywhere in the path, query or body with 400 before any route sees it. */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findNul(part);
      if (path !== null) throw AppError.badRequest('errors.invalidInput', [{ path, message: 'errors.invalidInput' }], 'INVALID_CHARACTER');
    }
  });
});
