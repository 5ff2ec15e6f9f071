import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PhoneType, type AddressInput, type PhoneInput } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { addresses, countries, phones, regions } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';

/** Whose phones and address: a user's (through their user information), a charity's or a corporation's. */
export type ContactDetailsOwner = { userInformationId: number } | { charityId: number } | { corporationId: number };
/** The column that names the owner of an address or a phone. */
export type ContactDetailsOwnerKey = 'userInformationId' | 'charityId' | 'corporationId';

/** A main phone, an evening phone and an address; each part left out is not written. */
export interface ContactDetails {
  mainPhone?: PhoneInput | null;
  eveningPhone?: PhoneInput | null;
  address?: AddressInput | null;
}

const ownerColumn = (owner: ContactDetailsOwner): [ContactDetailsOwnerKey, number] => Object.entries(owner)[0] as [ContactDetailsOwnerKey, number];

// ---- Reads ------------------------------------------------------------------------------------------------

/** The owners' addresses with the region's abbreviation and the country's name. */
export function findAddresses(db: DbOrTx, owner: ContactDetailsOwnerKey, ownerIds: number[]) {
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
export type AddressRow = Awaited<ReturnType<typeof findAddresses>>[number];

/** One owner's address, or null. */
export async function findAddress(db: DbOrTx, owner: ContactDetailsOwnerKey, ownerId: number) {
  const [row] = await findAddresses(db, owner, [ownerId]);
  if (!row) return null;
  const { ownerId: _ownerId, ...address } = row;
  return address;
}

/** The owners' phones, oldest first. */
export function findPhones(db: DbOrTx, owner: ContactDetailsOwnerKey, ownerIds: number[]) {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return db
    .select({ ownerId: sql<number>`${phones[owner]}`, number: phones.number, extension: phones.extension, phoneTypeId: phones.phoneTypeId })
    .from(phones)
    .where(inArray(phones[owner], ownerIds))
    .orderBy(asc(phones.id));
}
export type PhoneRow = Awaited<ReturnType<typeof findPhones>>[number];

/** One owner's main and evening phones (the oldest of each type), or null where there is none. */
export async function findMainAndEveningPhones(db: DbOrTx, owner: ContactDetailsOwnerKey, ownerId: number) {
  const rows = await findPhones(db, owner, [ownerId]);
  const phone = (type: number) => {
    const p = rows.find((r) => r.phoneTypeId === type);
    return p ? { number: p.number, extension: p.extension } : null;
  };
  return { mainPhone: phone(PhoneType.main), eveningPhone: phone(PhoneType.evening) };
}

// ---- Writes (call inside a transaction) -------------------------------------------------------------------

async function insertPhones(db: DbOrTx, owner: ContactDetailsOwner, main: PhoneInput, evening?: PhoneInput | null) {
  const rows: (ContactDetailsOwner & { number: string; extension: string | null; phoneTypeId: number })[] = [
    { ...owner, number: main.number, extension: main.extension || null, phoneTypeId: PhoneType.main },
  ];
  if (evening?.number) rows.push({ ...owner, number: evening.number, extension: evening.extension || null, phoneTypeId: PhoneType.evening });
  await db.insert(phones).values(rows);
}

/** Province/State must belong to the chosen country. */
async function insertAddress(db: DbOrTx, owner: ContactDetailsOwner, address: AddressInput) {
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

/** Writes a new owner's phones (the evening one when it has a number) and address; the region must belong to the country. */
export async function addContactDetails(db: DbOrTx, owner: ContactDetailsOwner, details: ContactDetails): Promise<void> {
  if (details.mainPhone) await insertPhones(db, owner, details.mainPhone, details.eveningPhone);
  if (details.address) await insertAddress(db, owner, details.address);
}

/** Removes the owner's phones and address. */
export async function deleteContactDetails(db: DbOrTx, owner: ContactDetailsOwner): Promise<void> {
  const [key, id] = ownerColumn(owner);
  await db.delete(phones).where(eq(phones[key], id));
  await db.delete(addresses).where(eq(addresses[key], id));
}

/** Phones and address are replaced as a whole on each save: the owner's are removed, then those given written. */
export async function replaceContactDetails(db: DbOrTx, owner: ContactDetailsOwner, details: ContactDetails): Promise<void> {
  await deleteContactDetails(db, owner);
  await addContactDetails(db, owner, details);
}
