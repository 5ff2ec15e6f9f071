import { CharityRepresentativeRole, type CharityRegistration, type Language, type RegistrationResult } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../platform/errors/db-errors.ts';
import { AuthService, queueVerificationMail } from '../auth/index.ts';
import { enqueueMail, MailPriority } from '../../platform/mail/outbox.ts';
import { recipientLanguage, writeMail } from '../mail/index.ts';
import { addContactDetails, addContacts } from '../contacts/index.ts';
import { materialiseAccount, prepareAccount, recordConsent, type AccountOwner, findUserInformation, updateUserState } from '../users/index.ts';
import { findCharityTwin, insertCharity, insertCharityFocusAreas, insertRepresentative } from './charity-registration.repository.ts';
import { createInvitation, invitationLink } from './invitations.repository.ts';
import { presentCharityRegistration } from './charities.presenter.ts';

/** Runs one stage of the registration; a database refusal in it becomes the spec's message for that stage. */
async function stage<T>(messageKey: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = pgErrorCode(err);
    if (code === PG_UNIQUE_VIOLATION && messageKey === 'errors.unableToCreateUser') throw AppError.conflict('errors.emailTaken', 'EMAIL_TAKEN');
    if (code === PG_UNIQUE_VIOLATION || code === PG_FOREIGN_KEY_VIOLATION) throw AppError.badRequest(messageKey, [], 'REGISTRATION_FAILED');
    throw err;
  }
}

/** 409 when another charity already has this registration number or e-mail: the same charity registered twice. */
export async function refuseCharityTwin(db: DbOrTx, charity: { charitableNumber: string | null; email: string }, exceptId?: number): Promise<void> {
  const twin = await findCharityTwin(db, charity, exceptId);
  if (!twin) return;
  const key = twin === 'email' ? 'errors.charityEmailTaken' : 'errors.charityNumberTaken';
  throw new AppError('CHARITY_EXISTS', 409, key, {}, [{ path: `charity.${twin}`, message: key }]);
}

/**
 * Administrator user, charity (e-mail, phones, address, focus areas), senior staff contact, the administrator's
 * representative record with role Admin: one transaction. The senior staff member is invited by e-mail
 * to join with Basic Access.
 */
export async function registerCharity(
  deps: Deps,
  input: CharityRegistration,
  language: Language = 'en',
  /** Staff create charities for their administrators, who agree to the release form themselves at onboarding. */
  options: { termsAccepted: boolean } = { termsAccepted: true },
): Promise<RegistrationResult> {
  await refuseCharityTwin(deps.db, input.charity);
  const prepared = await prepareAccount(deps.db, (userName, password) => new AuthService(deps).checkCredentials(userName, password), input);
  const result = await deps.db.transaction(async (tx) => {
    const owner: AccountOwner = await stage('errors.unableToCreateUser', () => materialiseAccount(tx, prepared, language));
    const charity = await stage('errors.unableToRegisterCharity', async () => {
      const row = await insertCharity(
        tx,
        {
          name: input.charity.name,
          charitableNumber: input.charity.charitableNumber,
          website: input.charity.website || null,
          charityTypeId: input.charity.charityTypeId ?? null,
          charityScopeId: input.charity.charityScopeId ?? null,
        },
        input.charity.email,
      );
      await addContactDetails(tx, { charityId: row.id }, { mainPhone: input.mainPhone, eveningPhone: input.eveningPhone, address: input.address });
      await insertCharityFocusAreas(tx, row.id, input.charity.focusAreas);
      return row;
    });
    const rep = await stage('errors.unableToRegisterCharityProfile', async () => {
      const info = await findUserInformation(tx, owner.id);
      const seniorIsAdmin = input.seniorStaff.email === owner.userName;
      await addContacts(tx, { charityId: charity.id }, [
        { firstName: info!.firstName, lastName: info!.lastName, email: owner.userName, daytimePhone: input.mainPhone.number, isPrimary: true, isSeniorStaff: seniorIsAdmin },
        ...(seniorIsAdmin
          ? []
          : [{ firstName: input.seniorStaff.firstName, lastName: input.seniorStaff.lastName, title: input.seniorStaff.title, email: input.seniorStaff.email, daytimePhone: input.seniorStaff.phone.number, extension: input.seniorStaff.phone.extension || null, isSeniorStaff: true }]),
      ]);
      const r = await insertRepresentative(tx, owner.id, charity.id, [CharityRepresentativeRole.admin], options.termsAccepted);
      if (options.termsAccepted) await recordConsent(tx, owner.id, 'terms-and-conditions', charity.id);
      if (!seniorIsAdmin) {
        const { token } = await createInvitation(tx, { charityId: charity.id, email: input.seniorStaff.email, firstName: input.seniorStaff.firstName, lastName: input.seniorStaff.lastName, roleId: CharityRepresentativeRole.basicAccess, invitedByUserId: owner.id });
        const link = invitationLink(deps.config.appUrl, token, { email: input.seniorStaff.email, charityName: charity.name, charitableNumber: charity.charitableNumber, firstName: input.seniorStaff.firstName, lastName: input.seniorStaff.lastName });
        const inviteeLanguage = await recipientLanguage(tx, input.seniorStaff.email, language);
        await enqueueMail(tx, { to: input.seniorStaff.email, ...writeMail('invitation', inviteeLanguage, { name: input.seniorStaff.firstName, charity: charity.name, link }) }, MailPriority.account);
      }
      return r;
    });
    await updateUserState(tx, owner.id, { charityRole: 1, candidateRole: 0, boardmatchRole: 0, charityId: charity.id });
    if (owner.isNew) await queueVerificationMail(tx, deps.config.appUrl, owner);
    return presentCharityRegistration(owner, charity, rep.id);
  });
  deps.flushMail();
  return result;
}

