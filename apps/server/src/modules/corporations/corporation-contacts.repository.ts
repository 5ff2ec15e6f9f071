import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { CorporationContactInput } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';

/*
 * The contacts (people) of a corporation: the contacts table rows with corporation_id. Charities keep their
 * contacts in the same table; only corporation rows are read and written here.
 */

type ContactValues = Omit<CorporationContactInput, 'id'>;

const columns = {
  id: contacts.id,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  daytimePhone: contacts.daytimePhone,
  extension: contacts.extension,
  title: contacts.title,
  email: contacts.email,
  isPrimary: contacts.isPrimary,
  isSeniorStaff: contacts.isSeniorStaff,
};

export function findCorporationContacts(db: DbOrTx, corporationId: number) {
  return db.select(columns).from(contacts).where(eq(contacts.corporationId, corporationId)).orderBy(asc(contacts.id));
}

/** Of these ids, the ones that are contacts of this corporation. */
export async function findOwnContactIds(db: DbOrTx, corporationId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.corporationId, corporationId), inArray(contacts.id, ids)));
  return rows.map((r) => r.id);
}

/** Removes the corporation's contacts not in keepIds. */
export async function deleteContactsExcept(db: DbOrTx, corporationId: number, keepIds: number[]) {
  await db.delete(contacts).where(and(eq(contacts.corporationId, corporationId), keepIds.length ? notInArray(contacts.id, keepIds) : undefined));
}

export async function insertContact(db: DbOrTx, corporationId: number, values: ContactValues) {
  await db.insert(contacts).values({ ...values, corporationId });
}

export async function updateContact(db: DbOrTx, corporationId: number, id: number, values: ContactValues) {
  await db.update(contacts).set(values).where(and(eq(contacts.id, id), eq(contacts.corporationId, corporationId)));
}
