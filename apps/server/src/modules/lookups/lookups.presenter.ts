import type { LookupRow } from './lookups.repository.ts';

/**
 * A reference list as the web reads it: each row with every column as stored. Reference tables hold only public
 * words (ids, names, abbreviations, order), so nothing is left out; a column that should not leave the server
 * would be dropped here.
 */
export function presentLookupList(rows: LookupRow[]): LookupRow[] {
  return rows.map((row) => ({ ...row }));
}
