import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteAccountSchema, noContentSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { deleteOwnAccount, exportPersonData } from './account-data.service.ts';

const tags = ['users'];
// The person on their own account; staff acting as them may neither download their data nor delete the account.
const config = { access: ['account-holder'] as const };

/** The person's own data (PIPEDA): its download as a ZIP, and the account's deletion. */
export async function accountDataRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/users/me/export', { config, schema: { tags, summary: 'Everything held about the signed-in person, with their files, as a ZIP' } }, async (request, reply) => {
    const zip = await exportPersonData(deps.db, currentUser(request));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="boardmatch-my-data.zip"')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
  });

  r.post(
    '/api/users/me/deletion',
    {
      config,
      schema: { tags, summary: 'Delete the signed-in account, confirmed by its password: personal data erased, every session ended', body: deleteAccountSchema, response: { 204: noContentSchema } },
    },
    async (request, reply) => {
      await deleteOwnAccount(deps, currentUser(request), request.body.password, request.ip);
      return reply.status(204).send(null);
    },
  );
}
