import type { z } from 'zod';
import { defineListSpec, type invitationRegistrationSchema, type Language, type ListQuery, type PendingInvitationList, type RepresentativeInvite } from '@boardmatch/shared';
import { authorize } from '../../platform/auth/authorize.ts';
import { invitationRefusal } from '../../platform/auth/invitation-state.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { readListQuery } from '../../platform/list-query/list-query.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { hashPassword } from '../../platform/auth/crypto.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../platform/errors/db-errors.ts';
import { queueVerificationMail } from '../auth/index.ts';
import { enqueueMail, MailPriority } from '../../platform/mail/outbox.ts';
import { recipientLanguage, writeMail } from '../mail/index.ts';
import { createUser, findUserByUserName, updateUserState } from '../users/index.ts';
import { insertRepresentative } from './charity-registration.repository.ts';
import { presentInvitation, presentInvitationRegistration, presentPendingInvitation } from './charities.presenter.ts';
import {
  acceptInvitation,
  claimInvitedSeats,
  createInvitation,
  findInvitationState,
  findInvitingCharity,
  findLiveInvitation,
  findLiveRepresentativeByEmail,
  findPendingInvitationById,
  findPendingInvitations,
  hasPendingInvitation,
  invitationLink,
  lockInvitee,
  renewInvitation,
  revokeInvitation,
} from './invitations.repository.ts';

const pendingInvitationList = defineListSpec({ filters: {}, sort: {}, defaultSize: 20, maxSize: 100, allCap: 500 });
import type { DbOrTx } from '../../db/client.ts';

/** The pending invitation of the link; otherwise the reason in words (used, revoked, expired) or 404. */
async function liveInvitation(deps: Deps, token: string) {
  const inv = await findLiveInvitation(deps.db, token);
  if (inv) return inv;
  throw invitationRefusal(await findInvitationState(deps.db, token)) ?? AppError.notFound('errors.invitationInvalid', 'INVALID_INVITATION');
}

export async function getInvitation(deps: Deps, token: string) {
  return presentInvitation(await liveInvitation(deps, token));
}

/** Creates the invited person's account and representative record with the invited role. */
export async function registerFromInvitation(deps: Deps, input: z.infer<typeof invitationRegistrationSchema>, language: Language = 'en') {
  const inv = await liveInvitation(deps, input.token);
  if (await findUserByUserName(deps.db, inv.email)) throw AppError.conflict('errors.emailTaken', 'EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  try {
    const result = await deps.db.transaction(async (tx) => {
      if (!(await acceptInvitation(tx, inv.id))) throw AppError.notFound('errors.invitationInvalid', 'INVALID_INVITATION');
      const { user, userInformation } = await createUser(tx, {
        userName: inv.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        pronounId: input.pronounId,
        pronounOther: input.pronounOther,
        preferredLanguage: language,
      });
      // The release form is the invitee's own to agree to on onboarding: never agreed for them.
      const rep = await insertRepresentative(tx, user.id, inv.charityId, [inv.roleId], false);
      await claimInvitedSeats(tx, inv.id, rep.id);
      await updateUserState(tx, user.id, { charityRole: 1, charityId: inv.charityId });
      await queueVerificationMail(tx, deps.config.appUrl, { id: user.id, userName: user.userName, firstName: userInformation.firstName });
      return presentInvitationRegistration({ id: user.id, userName: user.userName, userInformationId: userInformation.id }, { id: inv.charityId, name: inv.charityName }, rep.id);
    });
    deps.flushMail();
    return result;
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw AppError.conflict('errors.emailTaken', 'EMAIL_TAKEN');
    throw err;
  }
}

export interface InvitationInput {
  firstName: string;
  lastName: string;
  email: string;
  charityId: number;
  charityRepresentativeRoleId: number;
}

/**
 * Writes an invitation and its e-mail inside the caller's transaction (the caller flushes the mail after
 * commit). Someone who already represents the charity is not invited again (409).
 */
export async function queueInvitation(tx: DbOrTx, appUrl: string, invitedByUserId: number, input: InvitationInput, charity: { name: string; charitableNumber: string | null }, language: Language = 'en') {
  await lockInvitee(tx, input.charityId, input.email);
  if (await findLiveRepresentativeByEmail(tx, input.charityId, input.email)) throw AppError.conflict('charityAdmin.representatives.errors.alreadyRepresents');
  // A second invitation would mail again silently: the pending one is resent from the list instead.
  if (await hasPendingInvitation(tx, input.charityId, input.email)) throw AppError.conflict('charityAdmin.representatives.errors.invitationPending', 'INVITATION_PENDING');
  const { token, id } = await createInvitation(tx, { charityId: input.charityId, email: input.email, firstName: input.firstName, lastName: input.lastName, roleId: input.charityRepresentativeRoleId, invitedByUserId });
  await queueInvitationMail(tx, appUrl, token, input, charity, language);
  return id;
}

async function queueInvitationMail(tx: DbOrTx, appUrl: string, token: string, input: { email: string; firstName: string; lastName: string }, charity: { name: string; charitableNumber: string | null }, language: Language) {
  const link = invitationLink(appUrl, token, { email: input.email, charityName: charity.name, charitableNumber: charity.charitableNumber, firstName: input.firstName, lastName: input.lastName });
  // Someone with an account reads their own language; anyone else the inviter's.
  const inviteeLanguage = await recipientLanguage(tx, input.email, language);
  await enqueueMail(tx, { to: input.email, ...writeMail('invitation', inviteeLanguage, { name: input.firstName, charity: charity.name, link }) }, MailPriority.account);
}

/** The charity's pending invitations (the Charity Admin page's list with Resend and Revoke). */
export async function listPendingInvitations(deps: Deps, session: SessionUser, charityId: number, q: ListQuery): Promise<PendingInvitationList> {
  authorize(session, 'charity.invite-representative', { charityId });
  const { page, search } = readListQuery(q, pendingInvitationList, { actor: session });
  const { rows, total } = await findPendingInvitations(deps.db, charityId, page, undefined, search);
  return { invitations: rows.map(presentPendingInvitation), total };
}

async function pendingInvitation(deps: Deps, session: SessionUser, id: number) {
  const found = await findPendingInvitationById(deps.db, id);
  if (!found) throw AppError.notFound();
  authorize(session, 'charity.invite-representative', found);
  return found;
}

/** Sends a pending invitation again with a new link (the old link stops working) and a fresh validity. */
export async function resendInvitation(deps: Deps, session: SessionUser, id: number, language: Language = 'en'): Promise<void> {
  const found = await pendingInvitation(deps, session, id);
  const charity = await findInvitingCharity(deps.db, found.charityId);
  if (!charity) throw AppError.notFound();
  await deps.db.transaction(async (tx) => {
    const [invitation] = (await findPendingInvitations(tx, found.charityId, { offset: 0, limit: 1 }, id)).rows;
    const renewed = invitation ? await renewInvitation(tx, id) : null;
    if (!invitation || !renewed) throw AppError.notFound();
    await queueInvitationMail(tx, deps.config.appUrl, renewed.token, invitation, charity, language);
  });
  deps.flushMail();
}

/** Revokes a pending invitation: its link then says so. */
export async function revokeRepresentativeInvitation(deps: Deps, session: SessionUser, id: number): Promise<void> {
  await pendingInvitation(deps, session, id);
  if (!(await revokeInvitation(deps.db, id))) throw AppError.notFound();
}

export async function sendInvitation(deps: Deps, invitedByUserId: number, input: InvitationInput, charity: { name: string; charitableNumber: string | null }, language: Language = 'en') {
  await deps.db.transaction(async (tx) => {
    await queueInvitation(tx, deps.config.appUrl, invitedByUserId, input, charity, language);
  });
  deps.flushMail();
}

/** Invites a representative to a live charity (404 for an unknown one). */
export async function inviteRepresentative(deps: Deps, invitedByUserId: number, input: RepresentativeInvite, language: Language = 'en') {
  const charity = await findInvitingCharity(deps.db, input.charityId);
  if (!charity) throw AppError.notFound();
  await sendInvitation(deps, invitedByUserId, input, charity, language);
}
