import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actAsCsvQuerySchema, actAsCsvSchema, actAsListSchema, actAsStaffListSchema, Claim, listQuerySchema, staffActionListSchema } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { requestLanguage } from '../../platform/plugins/app/language.ts';
import * as service from './act-as-audit.service.ts';

const tags = ['act-as-audit'];
/** The admin section: staff role Admin. */
const access = [{ claim: Claim.boardmatchAdminRead }] as const;

export async function actAsAuditRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/act-as-audits/read',
    { config: { access }, schema: { tags, summary: 'Every act-as sign-in with the changes made while acting (paged in SQL; AdminOverride)', body: listQuerySchema, response: { 200: actAsListSchema } } },
    async (request) => service.findActAs(deps.db, currentUser(request), request.body, requestLanguage(request)),
  );

  r.post(
    '/api/act-as-audits/staff-actions/read',
    { config: { access }, schema: { tags, summary: "Staff members' own writes and act-as attempts (refused or not), in words (paged in SQL; AdminOverride)", body: listQuerySchema, response: { 200: staffActionListSchema } } },
    async (request) => service.findStaffActions(deps.db, currentUser(request), request.body, requestLanguage(request)),
  );

  r.get(
    '/api/act-as-audits/staff-actions/csv',
    { config: { access }, schema: { tags, summary: "Staff members' own writes and act-as attempts as CSV, in words, with the list filters", querystring: actAsCsvQuerySchema, response: { 200: actAsCsvSchema } } },
    async (request, reply) => {
      const csv = await service.exportStaffActionsCsv(deps.db, currentUser(request), request.query, requestLanguage(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="staff-actions-${day}.csv"`).header('Cache-Control', 'no-store').send(csv);
    },
  );

  r.get(
    '/api/act-as-audits/staff',
    { config: { access }, schema: { tags, summary: 'The staff members who have acted as another user', response: { 200: actAsStaffListSchema } } },
    async (request) => service.findActingStaff(deps.db, currentUser(request)),
  );

  r.get(
    '/api/act-as-audits/csv',
    { config: { access }, schema: { tags, summary: 'The act-as audit as CSV, with the list filters', querystring: actAsCsvQuerySchema, response: { 200: actAsCsvSchema } } },
    async (request, reply) => {
      const csv = await service.exportActAsCsv(deps.db, currentUser(request), request.query, requestLanguage(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="act-as-audit-${day}.csv"`).header('Cache-Control', 'no-store').send(csv);
    },
  );
}
