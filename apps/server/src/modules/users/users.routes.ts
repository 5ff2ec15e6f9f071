import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { saveLastStateSchema, switchInvolvementSchema, updateLanguageSchema, userSessionSchema, userStateSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { getUserSession } from './session.service.ts';
import { saveLanguage, saveLastState, switchInvolvement } from './user-state.service.ts';

const tags = ['users'];

export async function usersRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/users/session',
    { config: { access: ['signed-in'] }, schema: { tags, summary: 'The signed-in user, state, involvements and claims', response: { 200: userSessionSchema } } },
    async (request) => {
      return getUserSession(deps.db, currentUser(request));
    },
  );

  r.put(
    '/api/users/state',
    { config: { access: ['signed-in'] }, schema: { tags, summary: 'Save the last visited path', body: saveLastStateSchema } },
    async (request, reply) => {
      await saveLastState(deps.db, currentUser(request), request.body.lastState);
      return reply.status(204).send();
    },
  );

  r.put(
    '/api/users/me/language',
    { config: { access: ['signed-in'] }, schema: { tags, summary: 'Set the language of the API messages and e-mails', body: updateLanguageSchema } },
    async (request, reply) => {
      await saveLanguage(deps.db, currentUser(request), request.body.language);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/users/state/switch',
    { config: { access: ['signed-in'] }, schema: { tags, summary: 'Select an involvement; refresh the token afterwards', body: switchInvolvementSchema, response: { 200: userStateSchema } } },
    async (request) => switchInvolvement(deps.db, currentUser(request), request.body),
  );
}
