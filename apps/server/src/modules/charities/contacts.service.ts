import type { Contact, ContactInput, ContactList } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import * as repo from '../contacts/index.ts';
import type { ContactOwner } from '../contacts/index.ts';

/**
 * Contacts (primary, senior staff) of a charity or of a corporation: staff list them and create or update one
 * (update when the id is not 0). The caller checks that the owner exists (404) before calling.
 */
export async function findContacts(db: DbOrTx, actor: SessionUser, owner: ContactOwner): Promise<ContactList> {
  authorize(actor, 'contact.manage', owner);
  const contacts = await repo.findContacts(db, owner);
  return { contacts, total: contacts.length };
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
    return saved;
  });
}

export type { ContactOwner };
