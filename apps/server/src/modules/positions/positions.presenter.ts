import { referenceName, type Language, type Position } from '@boardmatch/shared';
import type { PositionRow } from './positions.repository.ts';

/** A position; the default board positions (Chair, Treasurer ...) named in the reader's language. */
export function presentPosition(row: PositionRow, language: Language = 'en'): Position {
  return { id: row.id, charityId: row.charityId, name: row.isDefault ? referenceName('positions', row.name, language) : row.name, isDefault: row.isDefault, isDisabled: row.isDisabled, isNotBoard: row.isNotBoard };
}
