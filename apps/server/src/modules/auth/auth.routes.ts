import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authenticateAsRequestSchema,
  checkResetRequestSchema,
  resetPasswordRequestSchema,
  sessionBodySchema,
  signInRequestSchema,
  userDataResponseSchema,
  userNameRequestSchema,
  okSchema,
  verificationQuerySchema,
} from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { AuthService, type IssuedSession } from './auth.service.ts';
import { REFRESH_TOKEN_TTL_DAYS } from './auth.service.ts';

export const REFRESH_COOKIE = 'bm_refresh';
const tags = ['auth'];

export async function authRoutes(app: FastifyInstance, deps: Deps) {
  const service = new AuthService(deps);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secure = deps.config.appUrl.startsWith('https://');

  function setRefreshCookie(reply: FastifyReply, token: string) {
    reply.setCookie(REFRESH_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: '/api/auth', maxAge: REFRESH_TOKEN_TTL_DAYS * 86400 });
  }
  function clearRefreshCookie(reply: FastifyReply) {
    reply.clearCookie(REFRESH_COOKIE, { path: '/api/auth' });
  }
  function sendSession(reply: FastifyReply, session: IssuedSession) {
    setRefreshCookie(reply, session.refreshToken);
    return session.body;
  }
  const cookieToken = (request: FastifyRequest) => request.cookies[REFRESH_COOKIE];

  // Sign-in answers the spec's result wrapper in success and failure alike.
  r.post(
    '/api/auth',
    { config: { access: 'public' }, schema: { tags, summary: 'Sign in', body: signInRequestSchema } },
    async (request, reply) => {
      try {
        // A session this browser held before (e.g. an acting one, left by 'Back To Admin') ends here.
        const session = await service.signIn(request.body.UserName, request.body.Password, request.ip, cookieToken(request));
        setRefreshCookie(reply, session.refreshToken);
        return { error: null, message: '', response: session.body };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const { code, message, issues } = err.toBody(request.language);
        return reply.status(err.status).send({ error: true, message, response: null, code, issues });
      }
    },
  );

  r.post(
    '/api/auth/refresh-token',
    { config: { access: 'public' }, schema: { tags, summary: 'Rotate the refresh token (cookie) and issue a new access token', response: { 200: sessionBodySchema } } },
    async (request, reply) => {
      const token = cookieToken(request);
      if (!token) throw AppError.unauthorized();
      try {
        return sendSession(reply, await service.refresh(token));
      } catch (err) {
        clearRefreshCookie(reply);
        throw err;
      }
    },
  );

  r.post('/api/auth/logout', { config: { access: 'public' }, schema: { tags, summary: 'Revoke the refresh token family and clear the cookie' } }, async (request, reply) => {
    await service.logout(cookieToken(request));
    clearRefreshCookie(reply);
    return reply.status(204).send();
  });

  r.post(
    '/api/auth/user-data',
    { config: { access: 'public' }, schema: { tags, summary: 'Check credentials and describe the user', body: signInRequestSchema, response: { 200: userDataResponseSchema } } },
    async (request) => service.userData(request.body.UserName, request.body.Password, request.ip),
  );

  r.post(
    '/api/auth/forgot-password',
    { config: { access: 'public' }, schema: { tags, summary: 'E-mail a password reset link', body: userNameRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      await service.forgotPassword(request.body.UserName, request.ip);
      return true as const;
    },
  );

  r.post(
    '/api/auth/check-reset-password',
    { config: { access: 'public' }, schema: { tags, summary: 'Is this reset token still usable?', body: checkResetRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      await service.checkResetToken(request.body.Token, request.ip);
      return true as const;
    },
  );

  r.post(
    '/api/auth/reset-password',
    { config: { access: 'public' }, schema: { tags, summary: 'Set a new password with a reset token', body: resetPasswordRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      await service.resetPassword(request.body.Token, request.body.Password);
      return true as const;
    },
  );

  r.post(
    '/api/auth/verification',
    { config: { access: 'public' }, schema: { tags, summary: 'Verify an account from the e-mailed token', querystring: verificationQuerySchema, response: { 200: okSchema } } },
    async (request) => {
      await service.verify(request.query.token);
      return true as const;
    },
  );

  r.post(
    '/api/auth/resend-verification',
    { config: { access: 'public' }, schema: { tags, summary: 'Send the verification e-mail again', body: userNameRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      await service.resendVerification(request.body.UserName, request.ip);
      return true as const;
    },
  );

  r.post(
    '/api/auth/authenticate-as-user',
    { config: { access: ['staff'] }, schema: { tags, summary: 'A staff member acts as another user', body: authenticateAsRequestSchema, response: { 200: sessionBodySchema } } },
    async (request, reply) => {
      const session = await service.authenticateAs(request.sessionUser, request.body, request.ip, cookieToken(request));
      return sendSession(reply, session);
    },
  );
}
