import { PRONOUN_OTHER_ID, type UserInformation, type UserInformationInput } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../platform/errors/db-errors.ts';
import { replaceContactDetails } from '../contacts/index.ts';
import { findUserContact, updateUserName, type UserContact } from './users.repository.ts';
import { presentUserInformation } from './users.presenter.ts';

export async function getUserContact(db: DbOrTx, userId: number): Promise<UserContact> {
  const contact = await findUserContact(db, userId);
  if (!contact) throw AppError.notFound();
  return contact;
}

/** The user information form's values; 404 for an unknown user. */
export async function getUserInformation(db: DbOrTx, userId: number): Promise<UserInformation> {
  return presentUserInformation(await getUserContact(db, userId));
}

/** Name, pronoun, phones and address in one go (call inside a transaction). The region must belong to the country. */
export async function writeUserInformation(tx: DbOrTx, userId: number, input: UserInformationInput) {
  const info = await updateUserName(tx, userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    pronounId: input.pronounId ?? null,
    pronounOther: input.pronounId === PRONOUN_OTHER_ID ? (input.pronounOther?.trim() ?? null) : null,
  });
  if (!info) throw AppError.notFound();
  await replaceContactDetails(tx, { userInformationId: info.id }, { mainPhone: input.mainPhone, eveningPhone: input.eveningPhone, address: input.address });
}

/** Unknown reference ids (pronoun, region, skill ...) are bad input, not a server error. */
export async function withReferenceCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (pgErrorCode(err) === PG_FOREIGN_KEY_VIOLATION) throw AppError.badRequest('errors.invalidInput', [], 'UNKNOWN_REFERENCE');
    throw err;
  }
}
