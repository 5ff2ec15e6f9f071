import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../../deps.ts';
import { beforePasswordCheck, countPasswordTry } from '../../rate-limit/rate-limit.ts';

/** The user name of an existing account whose password the body asks the server to check, if any. */
function existingAccountUserName(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const existing = (body as { existingAccount?: unknown }).existingAccount;
  if (!existing || typeof existing !== 'object') return undefined;
  const userName = (existing as { userName?: unknown }).userName;
  return typeof userName === 'string' ? userName : undefined;
}

/**
 * Registering with an existing account proves its password: each such request counts against the same
 * per-address and per-account limits as a sign-in, before the password is checked.
 */
export const passwordCheckLimitPlugin = fp(async (app: FastifyInstance, deps: Pick<Deps, 'limiter' | 'authLimits'>) => {
  app.addHook('preHandler', async (request) => {
    const userName = existingAccountUserName(request.body);
    if (userName === undefined) return;
    await beforePasswordCheck(deps.limiter, deps.authLimits, request.ip, userName);
    await countPasswordTry(deps.limiter, deps.authLimits, request.ip, userName);
  });
});
