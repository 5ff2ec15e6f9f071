import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate } from '@boardmatch/shared';
import { AppError, type Issue } from '../lib/app-error.ts';

/** 'firstName' -> 'First Name': the field name shown in '{field} can not be empty'. */
function fieldLabel(path: string): string {
  const last = path.split('.').filter((p) => !/^\d+$/.test(p)).pop() ?? path;
  return last.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

function issueMessage(path: string, message: string, code?: string): string {
  // A catalogue key: 'errors.x', or an area's own '<area>.errors.x'.
  if (message.startsWith('errors.') || translate(message) !== message) return translate(message, { field: fieldLabel(path) });
  if (code === 'invalid_type' || code === 'too_small') return translate('errors.required', { field: fieldLabel(path) });
  return message;
}

export const errorsPlugin = fp(async (app: FastifyInstance, opts: { spaFallback?: boolean }) => {
  app.setErrorHandler((error: FastifyError & { issues?: unknown }, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, message: error.message, issues: error.issues });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Issue[] = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const params = v.params as { issue?: { code?: string } };
        return { path, message: issueMessage(path, v.message ?? '', params.issue?.code) };
      });
      return reply.status(400).send({ code: 'VALIDATION', message: translate('errors.allRequired'), issues });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ code: 'TOO_LARGE', message: translate('errors.tooLarge'), issues: [] });
    }
    if (status === 429) {
      return reply.status(429).send({ code: 'TOO_MANY_REQUESTS', message: translate('errors.tooManyAttempts'), issues: [] });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: error.code ?? 'BAD_REQUEST', message: translate('errors.invalidInput'), issues: [] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL', message: translate('errors.default'), issues: [] });
  });

  app.setNotFoundHandler((request, reply) => {
    if (opts.spaFallback && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: translate('errors.notFound'), issues: [] });
  });
});
