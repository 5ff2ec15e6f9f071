import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Claim, idParamSchema, listQuerySchema, waitingApplicantListSchema, waitingApplicantsCsvSchema, waitingReminderSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { requestLanguage } from '../../platform/plugins/app/language.ts';
import { exportWaitingApplicantsCsv, listWaitingApplicants, remindWaitingApplicant } from './waiting-applicants.service.ts';

const tags = ['applications'];

/** Staff 'Waiting applicants': both staff roles (claim charities.read), nobody else. */
export async function waitingApplicantsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: [{ claim: Claim.charitiesRead }] } as const;

  r.post(
    '/api/staff/waiting-applicants/read',
    {
      config,
      schema: { tags, summary: 'Applications left in Applied for 10 working days or more, by charity, with the representatives to call (paged in SQL; AdminOverride)', body: listQuerySchema, response: { 200: waitingApplicantListSchema } },
    },
    async (request) => listWaitingApplicants(deps, currentUser(request), request.body, requestLanguage(request)),
  );

  r.post(
    '/api/staff/waiting-applicants/:id/remind',
    { config, schema: { tags, summary: "'Remind': the 'Reply overdue' reminder again to the representatives who may answer, at most once a day", params: idParamSchema, response: { 200: waitingReminderSchema } } },
    async (request) => remindWaitingApplicant(deps, currentUser(request), request.params.id),
  );

  r.get(
    '/api/staff/waiting-applicants/csv',
    { config, schema: { tags, summary: 'The waiting applicants as CSV, in the request language', response: { 200: waitingApplicantsCsvSchema } } },
    async (request, reply) => {
      const csv = await exportWaitingApplicantsCsv(deps, currentUser(request), requestLanguage(request));
      const day = deps.now().toISOString().slice(0, 10);
      return reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="waiting-applicants-${day}.csv"`).header('Cache-Control', 'no-store').send(csv);
    },
  );
}
