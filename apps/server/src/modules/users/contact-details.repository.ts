import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PhoneType, type AddressInput, type PhoneInput } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { addresses, countries, emails, phones, pronouns, regions, userInformations, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';

type Owner = { userInformationId: number } | { charityId: number } | { corporationId: number };
/** The column that names the owner of an address or a phone. */
type OwnerKey = 'userInformationId' | 'charityId' | 'corporationId';

export async function insertPhones(db: DbOrTx, owner: Owner, main: PhoneInput, evening?: PhoneInput | null) {
  const rows: (Owner & { number: string; extension: string | null; phoneTypeId: number })[] = [
    { ...owner, number: main.number, extension: main.extension || null, phoneTypeId: PhoneType.main },
  ];
  if (evening?.number) rows.push({ ...owner, number: evening.number, extension: evening.extension || null, phoneTypeId: PhoneType.evening });
  await db.insert(phones).values(rows);
}

/** Province/State must belong to the chosen country. */
export async function insertAddress(db: DbOrTx, owner: Owner, address: AddressInput) {
  const [region] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.id, address.regionId), eq(regions.countryId, address.countryId)))
    .limit(1);
  if (!region) throw AppError.badRequest('errors.addressRequired', [{ path: 'address.regionId', message: 'errors.regionNotInCountry' }], 'VALIDATION');
  await db.insert(addresses).values({
    ...owner,
    address1: address.address1 || null,
    address2: address.address2 || null,
    city: address.city,
    regionId: address.regionId,
    countryId: address.countryId,
    code: address.code || null,
  });
}
/** The owners' addresses with the region's abbreviation and the country's name. */
export function findAddresses(db: DbOrTx, owner: OwnerKey, ownerIds: number[]) {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      ownerId: sql<number>`${addresses[owner]}`,
      address1: addresses.address1,
      address2: addresses.address2,
      city: addresses.city,
      regionId: addresses.regionId,
      countryId: addresses.countryId,
      code: addresses.code,
      region: regions.abbreviation,
      country: countries.name,
    })
    .from(addresses)
    .leftJoin(regions, eq(regions.id, addresses.regionId))
    .leftJoin(countries, eq(countries.id, addresses.countryId))
    .where(inArray(addresses[owner], ownerIds));
}

/** One owner's address, or null. */
export async function findAddress(db: DbOrTx, owner: OwnerKey, ownerId: number) {
  const [row] = await findAddresses(db, owner, [ownerId]);
  if (!row) return null;
  const { ownerId: _ownerId, ...address } = row;
  return address;
}

/** The owners' phones, oldest first. */
export function findPhones(db: DbOrTx, owner: OwnerKey, ownerIds: number[]) {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ownerId: sql<number>`${phones[owner]}`, number: phones.number, extension: phones.extension, phoneTypeId: phones.phoneTypeId })
    .from(phones)
    .where(inArray(phones[owner], ownerIds))
    .orderBy(asc(phones.id));
}

/** One owner's main and evening phones (the oldest of each type), or null where there is none. */
export async function findMainAndEveningPhones(db: DbOrTx, owner: OwnerKey, ownerId: number) {
  const rows = await findPhones(db, owner, [ownerId]);
  const phone = (type: number) => {
    const p = rows.find((r) => r.phoneTypeId === type);
    return p ? { number: p.number, extension: p.extension } : null;
  };
  return { mainPhone: phone(PhoneType.main), eveningPhone: phone(PhoneType.evening) };
}

/** Name, pronoun, e-mail, phones and address of a user. */
export async function findUserContact(db: DbOrTx, userId: number) {
  const [info] = await db
    .select({
      id: userInformations.id,
      userId: userInformations.userId,
      firstName: userInformations.firstName,
      lastName: userInformations.lastName,
      pronounId: userInformations.pronounId,
      pronounOther: userInformations.pronounOther,
      pronounName: pronouns.name,
      profileColour: userInformations.profileColour,
      email: emails.name,
      userName: users.userName,
    })
    .from(userInformations)
    .innerJoin(users, eq(users.id, userInformations.userId))
    .leftJoin(pronouns, eq(pronouns.id, userInformations.pronounId))
    .leftJoin(emails, eq(emails.userInformationId, userInformations.id))
    .where(eq(userInformations.userId, userId))
    .limit(1);
  if (!info) return null;
  const [phoneSet, address] = await Promise.all([findMainAndEveningPhones(db, 'userInformationId', info.id), findAddress(db, 'userInformationId', info.id)]);
  return { ...info, ...phoneSet, address };
}

export type UserContact = NonNullable<Awaited<ReturnType<typeof findUserContact>>>;

// ---- Writes (call inside a transaction) ------------------------------------------------------------

export async function updateUserName(db: DbOrTx, userId: number, values: { firstName: string; lastName: string; pronounId: number | null; pronounOther: string | null }) {
  const [row] = await db.update(userInformations).set(values).where(eq(userInformations.userId, userId)).returning({ id: userInformations.id });
  return row ?? null;
}

export async function deletePhonesAndAddress(db: DbOrTx, userInformationId: number) {
  await db.delete(phones).where(eq(phones.userInformationId, userInformationId));
  await db.delete(addresses).where(eq(addresses.userInformationId, userInformationId));
}
