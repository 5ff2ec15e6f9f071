import type { Position } from '@boardmatch/shared';
import type { PositionRow } from './positions.repository.ts';

export function presentPosition(row: PositionRow): Position {
  return { id: row.id, charityId: row.charityId, name: row.name, isDefault: row.isDefault, isDisabled: row.isDisabled, isNotBoard: row.isNotBoard };
}
