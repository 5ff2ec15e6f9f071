import { referenceName, type BoardRepresentative, type Language, type Mandate } from '@boardmatch/shared';
import type { MandateRow, RepresentativeChoiceRow } from './board.repository.ts';

/** A board seat: its position (a default one named in the reader's language), its holder (when there is one) and whether it is past, current or future. */
export function presentMandate(row: MandateRow, language: Language = 'en', skillIds: number[] = []): Mandate {
  return {
    id: row.id,
    charityId: row.charityId,
    position: { id: row.positionId, name: row.positionIsDefault ? referenceName('positions', row.positionName, language) : row.positionName, isDefault: row.positionIsDefault },
    representative:
      row.representativeId !== null && row.firstName !== null
        ? { id: row.representativeId, firstName: row.firstName, lastName: row.lastName ?? '', email: row.email ?? '', profileColour: row.profileColour ?? '#555555' }
        : null,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status as Mandate['status'],
    skillIds,
  };
}

/** A representative who may hold a seat. */
export function presentBoardRepresentative(row: RepresentativeChoiceRow): BoardRepresentative {
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email };
}
