import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isMessageKey, translate, type Language } from '@boardmatch/shared';
import { AppError, translateIssue, type Issue } from '../../errors/app-error.ts';
import { classifyFailure } from '../../errors/failures.ts';
import { logUnexpected } from '../../logging/error-log.ts';
import { requestLanguage } from './language.ts';

const zodFrench = z.locales.frCA();

/** A validation issue in the request's language: a catalogue key, '{field} can not be empty', or zod's own words. */
function validationIssue(path: string, message: string, issue: { code?: string } | undefined, language: Language): Issue {
  if (isMessageKey(message)) return translateIssue({ path, message }, language);
  if (issue?.code === 'invalid_type' || issue?.code === 'too_small') return translateIssue({ path, message: 'errors.required' }, language);
  if (language === 'fr' && issue) {
    const localised = zodFrench.localeError(issue as Parameters<typeof zodFrench.localeError>[0]);
    const text = typeof localised === 'string' ? localised : localised?.message;
    if (text) return { path, message: text };
  }
  return { path, message };
}

export const errorsPlugin = fp(async (app: FastifyInstance, opts: { spaFallback?: boolean }) => {
  app.setErrorHandler((error: FastifyError & { issues?: unknown }, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      return reply.status(error.status).send(error.toBody(language));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Issue[] = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const params = v.params as { issue?: { code?: string } };
        return validationIssue(path, v.message ?? '', params.issue, language);
      });
      return reply.status(400).send({ code: 'VALIDATION', message: translate('errors.allRequired', {}, language), issues });
    }
    const failure = classifyFailure(error);
    if (failure) {
      if (failure.status === 503) logUnexpected(request.log, error, { method: request.method, url: request.routeOptions.url }, 503);
      return reply.status(failure.status).send({ code: failure.code, message: translate(failure.key, {}, language), issues: [] });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ code: 'TOO_LARGE', message: translate('errors.tooLarge', {}, language), issues: [] });
    }
    if (status === 429) {
      return reply.status(429).send({ code: 'TOO_MANY_REQUESTS', message: translate('errors.tooManyAttempts', {}, language), issues: [] });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: error.code ?? 'BAD_REQUEST', message: translate('errors.invalidInput', {}, language), issues: [] });
    }
    logUnexpected(request.log, error, { method: request.method, url: request.routeOptions.url }, 500);
    return reply.status(500).send({ code: 'INTERNAL', message: translate('errors.default', {}, language), issues: [] });
  });

  app.setNotFoundHandler((request, reply) => {
    if (opts.spaFallback && (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: translate('errors.notFound', {}, requestLanguage(request)), issues: [] });
  });
});
