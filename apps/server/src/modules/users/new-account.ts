import type { AccountInput, Language } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { hashPassword } from '../../platform/auth/crypto.ts';
import { createUser, findUserByUserName, findUserInformation } from './users.repository.ts';

/** Checks an existing account's user name and password (the sign-in's check, with its timing). */
export type CredentialCheck = (userName: string, password: string) => Promise<{ id: number; userName: string } | null>;

export interface AccountOwner {
  id: number;
  userName: string;
  userInformationId: number;
  firstName: string;
  isNew: boolean;
}

export interface PreparedAccount {
  existing?: { id: number; userName: string };
  account?: AccountInput;
  passwordHash?: string;
}

/**
 * Checks the account part of a registration before the transaction: an existing user must prove the password;
 * a new e-mail must be free. Hashing happens here so the transaction stays short.
 */
export async function prepareAccount(
  db: DbOrTx,
  checkCredentials: CredentialCheck,
  input: { account?: AccountInput; existingAccount?: { userName: string; password: string } },
): Promise<PreparedAccount> {
  if (input.existingAccount) {
    const user = await checkCredentials(input.existingAccount.userName, input.existingAccount.password);
    if (!user) throw new AppError('INVALID_CREDENTIALS', 401, 'errors.emailOrPasswordIncorrect');
    return { existing: { id: user.id, userName: user.userName } };
  }
  const account = input.account!;
  if (await findUserByUserName(db, account.email)) throw AppError.conflict('errors.emailTaken', 'EMAIL_TAKEN');
  return { account, passwordHash: await hashPassword(account.password) };
}

/** Creates the new user inside the transaction (in the language of the registration), or loads the existing one. */
export async function materialiseAccount(tx: DbOrTx, prepared: PreparedAccount, language: Language = 'en'): Promise<AccountOwner> {
  if (prepared.existing) {
    const info = await findUserInformation(tx, prepared.existing.id);
    if (!info) throw AppError.notFound();
    return { id: prepared.existing.id, userName: prepared.existing.userName, userInformationId: info.id, firstName: info.firstName, isNew: false };
  }
  const a = prepared.account!;
  const { user, userInformation } = await createUser(tx, {
    userName: a.email,
    passwordHash: prepared.passwordHash!,
    firstName: a.firstName,
    lastName: a.lastName,
    pronounId: a.pronounId,
    pronounOther: a.pronounOther,
    preferredLanguage: language,
  });
  return { id: user.id, userName: user.userName, userInformationId: userInformation.id, firstName: userInformation.firstName, isNew: true };
}
