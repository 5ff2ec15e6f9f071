import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';

/** Whose contacts: a charity's or a corporation's (exactly one). */
export type ContactOwner = { charityId: number; corporationId?: undefined } | { corporationId: number; charityId?: undefined };

export type ContactValues = Pick<typeof contacts.$inferInsert, 'firstName' | 'lastName' | 'daytimePhone' | 'extension' | 'title' | 'email' | 'isPrimary' | 'isSeniorStaff'>;

const ownedBy = (owner: ContactOwner): SQL => (owner.charityId !== undefined ? eq(contacts.charityId, owner.charityId) : eq(contacts.corporationId, owner.corporationId!));

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
  charityId: contacts.charityId,
  corporationId: contacts.corporationId,
};

/** The owner's contacts: the primary first, then senior staff, then by name. */
export async function findContacts(db: DbOrTx, owner: ContactOwner) {
  return db
    .select(columns)
    .from(contacts)
    .where(ownedBy(owner))
    .orderBy(asc(sql`not ${contacts.isPrimary}`), asc(sql`not ${contacts.isSeniorStaff}`), asc(contacts.lastName), asc(contacts.id));
}

export type ContactRow = Awaited<ReturnType<typeof findContacts>>[number];

export async function insertContact(db: DbOrTx, owner: ContactOwner, values: ContactValues) {
  const [row] = await db
    .insert(contacts)
    .values({ ...values, charityId: owner.charityId ?? null, corporationId: owner.corporationId ?? null })
    .returning(columns);
  return row!;
}

/** Updates one of the owner's contacts; null when the id is not theirs. */
export async function updateContact(db: DbOrTx, owner: ContactOwner, id: number, values: ContactValues) {
  const [row] = await db.update(contacts).set(values).where(and(eq(contacts.id, id), ownedBy(owner))).returning(columns);
  return row ?? null;
}

/** Only one primary contact per owner: the others lose the flag. */
export async function clearOtherPrimary(db: DbOrTx, owner: ContactOwner, keepId: number) {
  await db.update(contacts).set({ isPrimary: false }).where(and(ownedBy(owner), eq(contacts.isPrimary, true), sql`${contacts.id} <> ${keepId}`));
}

/** Of these ids, the ones that are the owner's contacts. */
export async function findOwnContactIds(db: DbOrTx, owner: ContactOwner, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: contacts.id }).from(contacts).where(and(ownedBy(owner), inArray(contacts.id, ids)));
  return rows.map((r) => r.id);
}

/** Removes the owner's contacts not in keepIds (a form that saves the whole list). */
export async function deleteContactsExcept(db: DbOrTx, owner: ContactOwner, keepIds: number[]) {
  await db.delete(contacts).where(and(ownedBy(owner), keepIds.length ? notInArray(contacts.id, keepIds) : undefined));
}
