import type { Contact } from '@boardmatch/shared';
import type { ContactRow } from './contacts.repository.ts';

/** A contact of a charity or a corporation, with the id of its owner. */
export function presentContact(row: ContactRow): Contact {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    daytimePhone: row.daytimePhone,
    extension: row.extension,
    title: row.title,
    email: row.email,
    isPrimary: row.isPrimary,
    isSeniorStaff: row.isSeniorStaff,
    charityId: row.charityId,
    corporationId: row.corporationId,
  };
}
