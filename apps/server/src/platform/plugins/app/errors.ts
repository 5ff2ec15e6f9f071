import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldLabel, issueMessage, translate, valueAtPath, type Language, type RuleIssue } from '@boardmatch/shared';
import { AppError, type Issue } from '../../errors/app-error.ts';
import { classifyFailure } from '../../errors/failures.ts';
import { logUnexpected } from '../../logging/error-log.ts';
import { requestLanguage } from './language.ts';

/** Nothing was given for the field: absent, blank or an empty choice. */
const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * The words of the 400 answer: 'Please enter all required fields marked red.' when every refused field was left
 * empty, otherwise the names of the refused fields.
 */
function validationMessage(issues: { path: string; key: string; empty: boolean }[], language: Language): string {
  if (issues.every((issue) => issue.key === 'errors.required' || issue.empty)) return translate('errors.allRequired', {}, language);
  const fields = [...new Set(issues.map((issue) => fieldLabel(issue.path, language)))];
  return translate('fieldRules.checkFields', { fields: fields.join(', ') }, language);
}

/**
 * An address of a built file (a script, a style sheet...) rather than of a page: one that is missing is a 404, not the app.
 * A page still open from the previous version asks for its old scripts; given the app's HTML for one, it failed with a
 * type error instead of the missing file the app reloads for (apps/web/src/lib/reload-for-new-version.ts).
 */
const isFileAddress = (url: string) => {
  const pathname = url.split('?')[0]!;
  return pathname.startsWith('/assets/') || /\.(?:js|mjs|css|map|json|svg|png|jpe?g|ico|webp|woff2?|txt)$/i.test(pathname);
};

export const errorsPlugin = fp(async (app: FastifyInstance, opts: { spaFallback?: boolean }) => {
  app.setErrorHandler((error: FastifyError & { issues?: unknown }, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof AppError) {
      return reply.status(error.status).send(error.toBody(language));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = (error as { validationContext?: string }).validationContext;
      const sent: unknown = part === 'querystring' ? request.query : part === 'params' ? request.params : part === 'headers' ? request.headers : request.body;
      const worded = error.validation.map((v) => {
        const segments = v.instancePath.split('/').filter(Boolean);
        const path = segments.join('.');
        const issue: RuleIssue = { ...(v.params as object), code: v.keyword, message: v.message ?? '' };
        const value = valueAtPath(sent, segments);
        const { key, values } = issueMessage(issue, value);
        return { path, key, values, empty: isEmpty(value) };
      });
      const issues: Issue[] = worded.map((w) => ({ path: w.path, message: translate(w.key, { field: fieldLabel(w.path, language), ...w.values }, language) }));
      return reply.status(400).send({ code: 'VALIDATION', message: validationMessage(worded, language), issues });
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
    if (opts.spaFallback && (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !isFileAddress(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: translate('errors.notFound', {}, requestLanguage(request)), issues: [] });
  });
});
