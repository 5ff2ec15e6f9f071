import type { Language } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findLookupList, LOOKUP_LIST_NAMES, type LookupRow } from './lookups.repository.ts';
import { presentLookupList } from './lookups.presenter.ts';

export { LOOKUP_LIST_NAMES };

/** One reference list by name, its names in the reader's language; 404 for a name that is none. */
export async function getLookupList(db: DbOrTx, name: string, language: Language): Promise<LookupRow[]> {
  const rows = await findLookupList(db, name);
  if (!rows) throw AppError.notFound();
  return presentLookupList(name, rows, language);
}
