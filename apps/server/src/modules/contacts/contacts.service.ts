import type { Contact, ContactInput, ContactList, CorporationContactInput } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import * as repo from './contacts.repository.ts';
import type { ContactOwner } from './contacts.repository.ts';
import { presentContact } from './contacts.presenter.ts';

/*
 * Contacts (primary, senior staff) of a charity or of a corporation: staff list them and create or update one
 * (update when the id is not 0). The caller checks that the owner exists (404) before calling.
 */

export async function findContacts(db: DbOrTx, actor: SessionUser, owner: ContactOwner): Promise<ContactList> {
  authorize(actor, 'contact.manage', owner);
  const contacts = (await repo.findContacts(db, owner)).map(presentContact);
  return { contacts, total: contacts.length };
}

/** The owner's contacts, for a caller that has already been allowed to read the owner. */
export async function readContacts(db: DbOrTx, owner: ContactOwner): Promise<Contact[]> {
  return (await repo.findContacts(db, owner)).map(presentContact);
}

export async function saveContact(db: DbOrTx, actor: SessionUser, owner: ContactOwner, input: ContactInput): Promise<Contact> {
  authorize(actor, 'contact.manage', owner);
  const values: repo.ContactValues = {
    firstName: input.firstName,
    lastName: input.lastName,
    daytimePhone: input.daytimePhone,
    extension: input.extension ?? null,
    title: input.title,
    email: input.email,
    isPrimary: input.isPrimary,
    isSeniorStaff: input.isSeniorStaff,
  };
  return db.transaction(async (tx) => {
    const saved = input.id ? await repo.updateContact(tx, owner, input.id, values) : await repo.insertContact(tx, owner, values);
    if (!saved) throw AppError.notFound();
    if (saved.isPrimary) await repo.clearOtherPrimary(tx, owner, saved.id);
    return presentContact(saved);
  });
}

/** Writes a new owner's contacts, in order (call inside its transaction): a registration's primary and senior staff. */
export async function addContacts(tx: DbOrTx, owner: ContactOwner, contacts: repo.ContactValues[]): Promise<void> {
  for (const values of contacts) await repo.insertContact(tx, owner, values);
}

/**
 * The owner's contacts as a form that saves the whole list sends them (call inside its transaction): those named by
 * id are updated (they must be the owner's: 400 otherwise), the new ones added, the rest removed.
 */
export async function replaceContacts(tx: DbOrTx, owner: ContactOwner, contacts: CorporationContactInput[]): Promise<void> {
  const named = contacts.filter((c) => c.id).map((c) => c.id!);
  const own = new Set(await repo.findOwnContactIds(tx, owner, named));
  const foreign = contacts.findIndex((c) => c.id && !own.has(c.id));
  if (foreign >= 0) throw AppError.badRequest('errors.invalidInput', [{ path: `contacts.${foreign}.id`, message: 'errors.notFound' }]);
  await repo.deleteContactsExcept(tx, owner, [...own]);
  for (const { id, ...values } of contacts) {
    if (id) await repo.updateContact(tx, owner, id, values);
    else await repo.insertContact(tx, owner, values);
  }
}
