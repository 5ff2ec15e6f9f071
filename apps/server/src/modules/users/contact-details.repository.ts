import { and, eq } from 'drizzle-orm';
import { PhoneType, type AddressInput, type PhoneInput } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { addresses, phones, regions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

type Owner = { userInformationId: number } | { charityId: number } | { corporationId: number };

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
  if (!region) throw AppError.badRequest('errors.addressRequired', [{ path: 'address.regionId', message: 'Province/State does not belong to the chosen country' }], 'VALIDATION');
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
