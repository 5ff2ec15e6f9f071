import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  idParamSchema,
  listQuerySchema,
  noContentSchema,
  okSchema,
  pendingInvitationListSchema,
  staffInvitationAcceptedSchema,
  staffInvitationAcceptSchema,
  staffInvitationSchema,
  staffInvitationTokenParamsSchema,
  staffInviteSchema,
  staffRoleChangeSchema,
  staffRoleListSchema,
  staffUserListSchema,
  staffUserSchema,
  userPasswordResetSentSchema,
  undeliveredMailListSchema,
  scheduledJobListSchema,
  scheduledJobParamsSchema,
  scheduledJobRunSchema,
  type RouteAccess,
} from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { currentUser } from '../../platform/auth/session-user.ts';
import { acceptStaffInvitation, getStaffInvitation } from './staff-invitations.service.ts';
import {
  changeStaffRole,
  deleteStaffUser,
  inviteStaffUser,
  listPendingStaffInvitations,
  listStaffRoles,
  listStaffUsers,
  resendStaffInvitation,
  revokeStaffInvitation,
} from './staff-users.service.ts';
import { sendUserPasswordReset } from './user-password-reset.service.ts';
import { listUndeliveredMail } from './undelivered-mail.service.ts';
import { listScheduledJobs, runScheduledJob } from './scheduled-jobs.service.ts';

const tags = ['staff'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
/** An invitation link that no longer opens its form says why: used, revoked or expired. */
const linkErrors = { ...errors, 410: apiErrorSchema };

/** The admin section (/boardmatch-admin) is the staff role Admin's: the routes declare its claim. */
export const ADMIN_SECTION: RouteAccess = [{ claim: 'boardmatch-admin.read' }];

/** BoardMatch Users and Admin Roles; the staff invitation link; a password reset e-mail sent by staff. */
export async function staffRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: ADMIN_SECTION };
  const limitByAddress = (ip: string) => deps.limiter.hit([{ key: `staff-invitation:ip:${ip}`, limit: deps.authLimits.perAddress }]);

  r.post(
    '/api/staff/users/read',
    { config, schema: { tags, summary: 'The staff users with their role (a staff list: Filters carry AdminOverride)', body: listQuerySchema, response: { 200: staffUserListSchema, ...errors } } },
    async (request) => listStaffUsers(deps.db, currentUser(request), request.body),
  );

  r.post(
    '/api/staff/users/invite',
    { config, schema: { tags, summary: 'E-mail an invitation to join the staff with a role (409 for someone already staff)', body: staffInviteSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await inviteStaffUser(deps, currentUser(request), request.body, request.language);
      return true as const;
    },
  );

  r.delete(
    '/api/staff/users/:id',
    { config, schema: { tags, summary: 'Remove a staff user (soft; not oneself, not the last Admin); their staff sessions end', params: idParamSchema, response: { 204: noContentSchema, ...errors } } },
    async (request, reply) => {
      await deleteStaffUser(deps.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.put(
    '/api/staff/users/:id/role',
    { config, schema: { tags, summary: "Change a staff user's role (409 for the last Admin)", params: idParamSchema, body: staffRoleChangeSchema, response: { 200: staffUserSchema, ...errors } } },
    async (request) => changeStaffRole(deps.db, currentUser(request), request.params.id, request.body),
  );

  r.post(
    '/api/staff/invitations/read',
    { config, schema: { tags, summary: 'The pending staff invitations (a staff list: Filters carry AdminOverride)', body: listQuerySchema, response: { 200: pendingInvitationListSchema, ...errors } } },
    async (request) => listPendingStaffInvitations(deps.db, currentUser(request), request.body),
  );

  r.post(
    '/api/staff/undelivered-mail/read',
    { config, schema: { tags, summary: 'Mail the receiving server refused for good, newest first (a staff list: Filters carry AdminOverride)', body: listQuerySchema, response: { 200: undeliveredMailListSchema, ...errors } } },
    async (request) => listUndeliveredMail(deps.db, currentUser(request), request.body),
  );

  r.get(
    '/api/staff/scheduled-jobs',
    { config, schema: { tags, summary: 'The scheduled jobs: each with its last run, outcome and next run', response: { 200: scheduledJobListSchema, ...errors } } },
    async (request) => listScheduledJobs(deps.jobs, currentUser(request)),
  );

  r.post(
    '/api/staff/scheduled-jobs/:name/run',
    {
      config,
      schema: { tags, summary: 'Run a scheduled job now and answer its run (409 while it is already running)', params: scheduledJobParamsSchema, response: { 200: scheduledJobRunSchema, ...errors } },
    },
    async (request) => runScheduledJob(deps.jobs, currentUser(request), request.params.name),
  );

  r.post(
    '/api/staff/invitations/:id/resend',
    { config, schema: { tags, summary: 'E-mail a pending staff invitation again, with a new link', params: idParamSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await resendStaffInvitation(deps, currentUser(request), request.params.id, request.language);
      return true as const;
    },
  );

  r.delete(
    '/api/staff/invitations/:id',
    { config, schema: { tags, summary: 'Revoke a pending staff invitation: its link then says so', params: idParamSchema, response: { 204: noContentSchema, ...errors } } },
    async (request, reply) => {
      await revokeStaffInvitation(deps.db, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/staff/roles',
    { config, schema: { tags, summary: 'The staff roles with their permissions (one access flag per claim)', response: { 200: staffRoleListSchema, ...errors } } },
    async (request) => listStaffRoles(deps.db, currentUser(request)),
  );

  r.get(
    '/api/staff/invitations/:token',
    { config: { access: 'public' }, schema: { tags, summary: 'What a staff invitation link is for', params: staffInvitationTokenParamsSchema, response: { 200: staffInvitationSchema, ...linkErrors } } },
    async (request) => {
      await limitByAddress(request.ip);
      return getStaffInvitation(deps, request.params.token);
    },
  );

  r.post(
    '/api/staff/invitations/accept',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Accept a staff invitation: a new person sets a password; an existing account keeps its own', body: staffInvitationAcceptSchema, response: { 200: staffInvitationAcceptedSchema, ...linkErrors } },
    },
    async (request) => {
      await limitByAddress(request.ip);
      return acceptStaffInvitation(deps, request.body, request.language);
    },
  );

  r.post(
    '/api/users/:id/password-reset',
    { config: { access: ['staff'] }, schema: { tags, summary: "Send a user the forgot-password flow's reset e-mail (staff)", params: idParamSchema, response: { 200: userPasswordResetSentSchema, ...errors } } },
    async (request) => sendUserPasswordReset(deps, currentUser(request), request.params.id),
  );
}
