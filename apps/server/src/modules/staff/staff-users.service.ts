import { defineListSpec, isMessageKey, StaffRole, translate, type Language, type StaffInvite, type StaffRoleWithPermissions, type StaffUserList } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Deps } from '../../platform/deps.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { enqueueMail, MailPriority } from '../../platform/mail/outbox.ts';
import { recipientLanguage, writeMail } from '../mail/index.ts';
import * as repo from './staff.repository.ts';
import { presentStaffRoles, presentStaffUser } from './staff.presenter.ts';

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
    const existing = await repo.findUserAndStaff(tx, input.email);
    if (existing?.staffId && !existing.staffDeletedAt && !existing.userDeleted) throw AppError.conflict('staffAdmin.users.errors.alreadyStaff', 'ALREADY_STAFF');
    const { token } = await repo.createInvitation(tx, { email: input.email, firstName: input.firstName, lastName: input.lastName, roleId: role.id, invitedByUserId: actor.actingAdminUserId ?? actor.id });
    const inviteeLanguage = await recipientLanguage(tx, input.email, language);
    const mail = writeMail('staffInvitation', inviteeLanguage, { name: input.firstName, role: roleName(role.name, inviteeLanguage), link: staffInvitationLink(deps.config.appUrl, token) });
    await enqueueMail(tx, { to: input.email, ...mail }, MailPriority.account);
  });
  deps.flushMail();
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
  });
}
