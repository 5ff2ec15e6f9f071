import { isReferenceKind, nameCollator, referenceName, type Language } from '@boardmatch/shared';
import type { LookupRow } from './lookups.repository.ts';

/**
 * A reference list as the web reads it: each row with every column as stored, its name (or, for file privacy, its
 * description) in the reader's language. Reference tables hold only public words (ids, names, abbreviations,
 * order), so nothing is left out; a column that should not leave the server would be dropped here.
 */
export function presentLookupList(list: string, rows: LookupRow[], language: Language): LookupRow[] {
  if (!isReferenceKind(list)) return rows.map((row) => ({ ...row }));
  const named = rows.map((row) => ({
    ...row,
    ...(typeof row.name === 'string' ? { name: referenceName(list, row.name, language) } : {}),
    ...(typeof row.description === 'string' ? { description: referenceName(list, row.description, language) } : {}),
  }));
  if (!ALPHABETICAL.has(list)) return named;
  const collator = COLLATORS[language];
  return named.sort((a, b) => collator.compare(String(a.name), String(b.name)));
}

/**
 * Lists without an order of their own (skills, causes) read alphabetically in the reader's language. They are sorted
 * here, not in the browser: a page's first collator loads the language's collation data, a long task on a phone.
 */
const ALPHABETICAL: ReadonlySet<string> = new Set(['skills', 'focus-areas']);
const COLLATORS: Record<Language, Intl.Collator> = { en: nameCollator('en'), fr: nameCollator('fr') };
