import {
  defineListSpec,
  isMessageKey,
  StaffRole,
  translate,
  type Language,
  type PendingInvitationList,
  type StaffInvite,
  type StaffRoleChange,
  type StaffRoleWithPermissions,
  type StaffUser,
  type StaffUserList,
} from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Deps } from '../../platform/deps.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { enqueueMail, MailPriority } from '../../platform/mail/outbox.ts';
import { recipientLanguage, writeMail } from '../mail/index.ts';
import * as repo from './staff.repository.ts';
import { presentPendingInvitation, presentStaffRoles, presentStaffUser } from './staff.presenter.ts';

const staffUserList = defineListSpec({ filters: {}, sort: {}, defaultSize: 20, maxSize: 100, allCap: 500 });

/** BoardMatch Users: the staff, paged in SQL (a staff-only list: the call carries AdminOverride). */
export async function listStaffUsers(db: DbOrTx, actor: SessionUser, body: unknown): Promise<StaffUserList> {
  authorize(actor, 'staff-user.read');
  const { page } = readListQuery(body, staffUserList, { actor, requireOverride: true });
  const { rows, total } = await repo.findStaffUsers(db, page);
  return { total, users: rows.map(presentStaffUser) };
}

export async function listStaffRoles(db: DbOrTx, actor: SessionUser): Promise<StaffRoleWithPermissions[]> {
  authorize(actor, 'staff-role.read');
  return presentStaffRoles(await repo.findRolesWithPermissions(db));
}

/** A built-in role's name in the reader's language; another role's as it is stored. */
const roleName = (name: string, language: Language) => {
  const key = `staffAdmin.roleNames.${name}`;
  return isMessageKey(key) ? translate(key, {}, language) : name;
};

export const staffInvitationLink = (appUrl: string, token: string) => `${appUrl}/staff-invitation/${encodeURIComponent(token)}`;

/**
 * Invites a person to the staff with a role: an invitation (token stored hashed) and its e-mail, in the
 * invitee's language when they have an account, otherwise the inviter's. Someone already staff: 409.
 */
export async function inviteStaffUser(deps: Deps, actor: SessionUser, input: StaffInvite, language: Language): Promise<void> {
  authorize(actor, 'staff-user.invite');
  const role = await repo.findRole(deps.db, input.boardMatchRepresentativeRoleId);
  if (!role) throw AppError.badRequest('errors.invalidInput', [{ path: 'boardMatchRepresentativeRoleId', message: 'errors.invalidInput' }]);
  await deps.db.transaction(async (tx) => {
    await repo.lockInvitee(tx, input.email);
    const existing = await repo.findUserAndStaff(tx, input.email);
    if (existing?.staffId && !existing.staffDeletedAt && !existing.userDeleted) throw AppError.conflict('staffAdmin.users.errors.alreadyStaff', 'ALREADY_STAFF');
    // A second invitation would mail again silently: the pending one is resent from the list instead.
    if (await repo.hasPendingInvitation(tx, input.email)) throw AppError.conflict('staffAdmin.users.errors.invitationPending', 'INVITATION_PENDING');
    const { token } = await repo.createInvitation(tx, { email: input.email, firstName: input.firstName, lastName: input.lastName, roleId: role.id, invitedByUserId: actor.actingAdminUserId ?? actor.id });
    await queueStaffInvitationMail(tx, deps.config.appUrl, { email: input.email, firstName: input.firstName, roleName: role.name }, token, language);
  });
  deps.flushMail();
}

async function queueStaffInvitationMail(tx: DbOrTx, appUrl: string, invitee: { email: string; firstName: string; roleName: string }, token: string, language: Language) {
  const inviteeLanguage = await recipientLanguage(tx, invitee.email, language);
  const mail = writeMail('staffInvitation', inviteeLanguage, { name: invitee.firstName, role: roleName(invitee.roleName, inviteeLanguage), link: staffInvitationLink(appUrl, token) });
  await enqueueMail(tx, { to: invitee.email, ...mail }, MailPriority.account);
}

const pendingInvitationList = defineListSpec({ filters: {}, sort: {}, defaultSize: 20, maxSize: 100, allCap: 500 });

/** The pending staff invitations (the admin section's list with Resend and Revoke). */
export async function listPendingStaffInvitations(db: DbOrTx, actor: SessionUser, body: unknown): Promise<PendingInvitationList> {
  authorize(actor, 'staff-user.invite');
  const { page, search } = readListQuery(body, pendingInvitationList, { actor, requireOverride: true });
  const { rows, total } = await repo.findPendingInvitations(db, page, undefined, search);
  return { total, invitations: rows.map(presentPendingInvitation) };
}

/** Sends a pending invitation again with a new link (the old link stops working) and a fresh validity. */
export async function resendStaffInvitation(deps: Deps, actor: SessionUser, id: number, language: Language): Promise<void> {
  authorize(actor, 'staff-user.invite');
  await deps.db.transaction(async (tx) => {
    const [invitation] = (await repo.findPendingInvitations(tx, { offset: 0, limit: 1 }, id)).rows;
    if (!invitation) throw AppError.notFound();
    const renewed = await repo.renewInvitation(tx, id);
    if (!renewed) throw AppError.notFound();
    await queueStaffInvitationMail(tx, deps.config.appUrl, invitation, renewed.token, language);
  });
  deps.flushMail();
}

/** Revokes a pending invitation: its link then says so. */
export async function revokeStaffInvitation(db: DbOrTx, actor: SessionUser, id: number): Promise<void> {
  authorize(actor, 'staff-user.invite');
  if (!(await repo.revokeInvitation(db, id))) throw AppError.notFound();
}

/**
 * Changes a staff member's role. The last Admin stays Admin (409), oneself included; their sessions take the
 * new role at the next request (the actor's claims are read from the role each time).
 */
export async function changeStaffRole(db: DbOrTx, actor: SessionUser, id: number, input: StaffRoleChange): Promise<StaffUser> {
  authorize(actor, 'staff-user.update');
  const role = await repo.findRole(db, input.boardMatchRepresentativeRoleId);
  if (!role) throw AppError.badRequest('errors.invalidInput', [{ path: 'boardMatchRepresentativeRoleId', message: 'errors.invalidInput' }]);
  await db.transaction(async (tx) => {
    const staff = await repo.findLiveStaff(tx, id);
    if (!staff) throw AppError.notFound();
    if (staff.roleId === StaffRole.admin && role.id !== StaffRole.admin && (await repo.countOtherAdmins(tx, staff.id)) === 0) {
      throw AppError.conflict('staffAdmin.users.errors.lastAdmin', 'LAST_ADMIN');
    }
    await repo.updateStaffRole(tx, staff.id, role.id);
  });
  const [row] = (await repo.findStaffUsers(db, { offset: 0, limit: 1 }, id)).rows;
  return presentStaffUser(row!);
}

/**
 * Removes a person from the staff (soft). Their staff sessions end at the next request: the actor check refuses
 * a removed staff involvement. Not oneself, and never the last Admin (409 with the reason).
 */
export async function deleteStaffUser(db: DbOrTx, actor: SessionUser, id: number): Promise<void> {
  authorize(actor, 'staff-user.delete');
  const staff = await repo.findLiveStaff(db, id);
  if (!staff) throw AppError.notFound();
  if (staff.userId === actor.id) throw AppError.conflict('staffAdmin.users.errors.cannotDeleteSelf', 'CANNOT_DELETE_SELF');
  await db.transaction(async (tx) => {
    if (staff.roleId === StaffRole.admin && (await repo.countOtherAdmins(tx, staff.id)) === 0) throw AppError.conflict('staffAdmin.users.errors.lastAdmin', 'LAST_ADMIN');
    await repo.softDeleteStaff(tx, staff.id);
    // Their other invitation links stop working: accepting one would make them staff again.
    await repo.revokeInvitationsOf(tx, staff.email);
  });
}
