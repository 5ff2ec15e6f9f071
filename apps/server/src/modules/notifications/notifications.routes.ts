import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Claim, notificationSettingsSchema, unsubscribeAnswerSchema, unsubscribeParamsSchema, updateNotificationSettingsSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { checkUnsubscribe, getNotificationSettings, unsubscribe, updateNotificationSettings } from './notifications.service.ts';
import { UnsubscribeTokens } from './unsubscribe-tokens.ts';

const tags = ['users'];

/** 'Notifications' in the user profile, and the digests' unsubscribe links (no sign-in). */
export function notificationsRoutes(secret: string) {
  const tokens = new UnsubscribeTokens(secret);
  return async (app: FastifyInstance, deps: Deps) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const own = { access: [{ claim: Claim.userInformationRead }] };

    r.get(
      '/api/users/notifications',
      { config: own, schema: { tags, summary: "The signed-in user's weekly digests, each on or off", response: { 200: notificationSettingsSchema } } },
      async (request) => getNotificationSettings(deps.db, currentUser(request)),
    );

    r.put(
      '/api/users/notifications',
      { config: own, schema: { tags, summary: 'Turn weekly digests on or off', body: updateNotificationSettingsSchema, response: { 200: notificationSettingsSchema } } },
      async (request) => updateNotificationSettings(deps.db, currentUser(request), request.body),
    );

    r.get(
      '/api/unsubscribe/:token',
      { config: { access: 'public' }, schema: { tags, summary: 'Which digest an unsubscribe link stops (changes nothing)', params: unsubscribeParamsSchema, response: { 200: unsubscribeAnswerSchema } } },
      async (request) => checkUnsubscribe(deps.db, tokens, request.params.token),
    );

    // RFC 8058 one-click: the mail program POSTs 'List-Unsubscribe=One-Click' (a form body) without cookies; the
    // unsubscribe page POSTs too. The body is not needed: the signed token alone says which digest of whom to stop.
    r.post(
      '/api/unsubscribe/:token',
      { config: { access: 'public' }, schema: { tags, summary: "Stop the digest an unsubscribe link names (one-click, RFC 8058)", params: unsubscribeParamsSchema, response: { 200: unsubscribeAnswerSchema } } },
      async (request) => unsubscribe(deps.db, tokens, request.params.token),
    );
  };
}
