import { isReferenceKind, referenceName, type Language } from '@boardmatch/shared';
import type { LookupRow } from './lookups.repository.ts';

/**
 * A reference list as the web reads it: each row with every column as stored, its name (or, for file privacy, its
 * description) in the reader's language. Reference tables hold only public words (ids, names, abbreviations,
 * order), so nothing is left out; a column that should not leave the server would be dropped here.
 */
export function presentLookupList(list: string, rows: LookupRow[], language: Language): LookupRow[] {
  if (!isReferenceKind(list)) return rows.map((row) => ({ ...row }));
  return rows.map((row) => ({
    ...row,
    ...(typeof row.name === 'string' ? { name: referenceName(list, row.name, language) } : {}),
    ...(typeof row.description === 'string' ? { description: referenceName(list, row.description, language) } : {}),
  }));
}
