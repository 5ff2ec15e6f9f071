import type { Language, StaffInvitation, StaffInvitationAccept } from '@boardmatch/shared';
import { AppError } from '../../platform/errors/app-error.ts';
import { invitationRefusal } from '../../platform/auth/invitation-state.ts';
import { hashPassword } from '../../platform/auth/crypto.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../platform/errors/db-errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { createUser, markVerified, updateUserState } from '../users/index.ts';
import * as repo from './staff.repository.ts';
import { presentStaffInvitation } from './staff.presenter.ts';

const invalid = () => AppError.notFound('errors.invitationInvalid', 'INVALID_INVITATION');

/** The pending invitation of the link; otherwise the reason in words (used, revoked, expired) or 404. */
async function liveInvitation(deps: Deps, token: string) {
  const inv = await repo.findLiveInvitation(deps.db, token);
  if (inv) return inv;
  throw invitationRefusal(await repo.findInvitationState(deps.db, token)) ?? invalid();
}

/** What the invitation page shows; whether the invitee already has an account decides whether a password is asked. */
export async function getStaffInvitation(deps: Deps, token: string): Promise<StaffInvitation> {
  const inv = await liveInvitation(deps, token);
  const existing = await repo.findUserAndStaff(deps.db, inv.email);
  return presentStaffInvitation(inv, Boolean(existing && !existing.userDeleted));
}

/**
 * Accepts a staff invitation. A new person gets an account with the password they chose (the link proves the
 * address, so it is verified); someone who already has an account keeps their password and gains the staff
 * involvement. Either way they then sign in with it.
 */
export async function acceptStaffInvitation(deps: Deps, input: StaffInvitationAccept, language: Language): Promise<{ userName: string; createdAccount: boolean }> {
  const inv = await liveInvitation(deps, input.token);
  const before = await repo.findUserAndStaff(deps.db, inv.email);
  if (before?.userDeleted) throw AppError.conflict('errors.emailTaken', 'EMAIL_TAKEN');
  const passwordHash = before ? null : input.password ? await hashPassword(input.password) : null;
  if (!before && !passwordHash) throw AppError.badRequest('errors.invalidInput', [{ path: 'password', message: 'errors.password' }]);
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await repo.acceptInvitation(tx, inv.id))) throw invalid();
      const now = await repo.findUserAndStaff(tx, inv.email);
      let userId = now?.userId;
      if (!userId) {
        const { user } = await createUser(tx, { userName: inv.email, passwordHash: passwordHash!, firstName: inv.firstName, lastName: inv.lastName, preferredLanguage: language });
        await markVerified(tx, user.id);
        userId = user.id;
      }
      await repo.addStaff(tx, userId, inv.roleId);
      await updateUserState(tx, userId, { boardmatchRole: 1 });
      return { userName: inv.email, createdAccount: !now };
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw AppError.conflict('errors.emailTaken', 'EMAIL_TAKEN');
    throw err;
  }
}
