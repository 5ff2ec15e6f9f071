import type { z } from 'zod';
import type { invitationRegistrationSchema, Language, RepresentativeInvite } from '@boardmatch/shared';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { hashPassword } from '../../platform/auth/crypto.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../platform/errors/db-errors.ts';
import { queueVerificationMail } from '../auth/index.ts';
import { enqueueMail, MailPriority } from '../../platform/mail/outbox.ts';
import { recipientLanguage, writeMail } from '../mail/index.ts';
import { createUser, findUserByUserName, updateUserState } from '../users/index.ts';
import { insertRepresentative } from './charity-registration.repository.ts';
import { presentInvitation, presentInvitationRegistration } from './charities.presenter.ts';
import { acceptInvitation, claimInvitedSeats, createInvitation, findInvitingCharity, findLiveInvitation, findLiveRepresentativeByEmail, invitationLink } from './invitations.repository.ts';
import type { DbOrTx } from '../../db/client.ts';

export async function getInvitation(deps: Deps, token: string) {
  const inv = await findLiveInvitation(deps.db, token);
  if (!inv) throw AppError.notFound('errors.invitationInvalid', 'INVALID_INVITATION');
  return presentInvitation(inv);
}

/** Creates the invited person's account and representative record with the invited role. */
export async function registerFromInvitation(deps: Deps, input: z.infer<typeof invitationRegistrationSchema>, language: Language = 'en') {
  const inv = await findLiveInvitation(deps.db, input.token);
  if (!inv) throw AppError.notFound('errors.invitationInvalid', 'INVALID_INVITATION');
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
  if (await findLiveRepresentativeByEmail(tx, input.charityId, input.email)) throw AppError.conflict('charityAdmin.representatives.errors.alreadyRepresents');
  const { token, id } = await createInvitation(tx, { charityId: input.charityId, email: input.email, firstName: input.firstName, lastName: input.lastName, roleId: input.charityRepresentativeRoleId, invitedByUserId });
  const link = invitationLink(appUrl, token, { email: input.email, charityName: charity.name, charitableNumber: charity.charitableNumber, firstName: input.firstName, lastName: input.lastName });
  // Someone with an account reads their own language; anyone else the inviter's.
  const inviteeLanguage = await recipientLanguage(tx, input.email, language);
  await enqueueMail(tx, { to: input.email, ...writeMail('invitation', inviteeLanguage, { name: input.firstName, charity: charity.name, link }) }, MailPriority.account);
  return id;
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
