import type { Contact, Corporation, CorporationListItem } from '@boardmatch/shared';
import type { findCorporation } from './corporations.repository.ts';
import type { AddressRow, PhoneRow } from '../contacts/index.ts';

type Row = NonNullable<Awaited<ReturnType<typeof findCorporation>>>;

export function presentCorporationRow(row: Row, addressRows: AddressRow[], phoneRows: PhoneRow[]): CorporationListItem {
  const address = addressRows.find((a) => a.ownerId === row.id);
  const phone = phoneRows.find((p) => p.ownerId === row.id); // the oldest phone is the main phone
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    email: row.email ? { name: row.email } : null,
    address: address
      ? { address1: address.address1, address2: address.address2, city: address.city, regionId: address.regionId, countryId: address.countryId, code: address.code, region: address.region, country: address.country }
      : null,
    phone: phone ? { number: phone.number, extension: phone.extension } : null,
  };
}

export function presentCorporation(row: Row, addressRows: AddressRow[], phoneRows: PhoneRow[], contacts: Contact[]): Corporation {
  return { ...presentCorporationRow(row, addressRows, phoneRows), contacts: contacts.map(({ id, firstName, lastName, daytimePhone, extension, title, email, isPrimary, isSeniorStaff }) => ({ id, firstName, lastName, daytimePhone, extension, title, email, isPrimary, isSeniorStaff })) };
}
