import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findLookupList, LOOKUP_LIST_NAMES } from './lookups.repository.ts';

export { LOOKUP_LIST_NAMES };

/** One reference list by name; 404 for a name that is none. */
export async function getLookupList(db: DbOrTx, name: string) {
  const rows = await findLookupList(db, name);
  if (!rows) throw AppError.notFound();
  return rows;
}
