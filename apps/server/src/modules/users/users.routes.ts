import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Involvement, saveLastStateSchema, switchInvolvementSchema, updateLanguageSchema, userSessionSchema, userStateSchema } from '@boardmatch/shared';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getUserSession, resolveSession } from './session.service.ts';
import { setPreferredLanguage, updateUserState } from './users.repository.ts';

const tags = ['users'];

export async function usersRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/users/session',
    { config: { access: ['signed-in'] }, schema: { tags, summary: 'The signed-in user, state, involvements and claims', response: { 200: userSessionSchema } } },
    async (request) => {
      const u = currentUser(request);
      const { id: _id, isSelf: _isSelf, actingAdminUserId: _acting, ...actor } = u;
      return { ...(await getUserSession(deps.db, u.id, u.isSelf, u.actingAdminUserId)), actor };
    },
  );

  r.put(
    '/api/users/state',
    { config: { access: ['signed-in'] }, schema: { tags, summary: 'Save the last visited path', body: saveLastStateSchema } },
    async (request, reply) => {
      await updateUserState(deps.db, currentUser(request).id, { lastState: request.body.lastState });
      return reply.status(204).send();
    },
  );

  r.put(
    '/api/users/me/language',
    { config: { access: ['signed-in'] }, schema: { tags, summary: 'Set the language of the API messages and e-mails', body: updateLanguageSchema } },
    async (request, reply) => {
      const u = currentUser(request);
      // Staff acting as a user choose their own screen language, not the user's.
      if (u.isSelf) await setPreferredLanguage(deps.db, u.id, request.body.language);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/users/state/switch',
    { config: { access: ['signed-in'] }, schema: { tags, summary: 'Select an involvement; refresh the token afterwards', body: switchInvolvementSchema, response: { 200: userStateSchema } } },
    async (request) => {
      const u = currentUser(request);
      const { involvement, charityId } = request.body;
      const session = await resolveSession(deps.db, u.id);
      const target = session.involvements.find(
        (i) => i.involvement === involvement && (involvement !== Involvement.charityRepresentative || i.charityId === charityId),
      );
      if (!target) throw AppError.forbidden();
      const state = await updateUserState(deps.db, u.id, {
        boardmatchRole: involvement === Involvement.boardmatch ? 1 : 0,
        charityRole: involvement === Involvement.charityRepresentative ? 1 : 0,
        candidateRole: involvement === Involvement.candidate ? 1 : 0,
        charityId: involvement === Involvement.charityRepresentative ? target.charityId : null,
      });
      return state;
    },
  );
}
