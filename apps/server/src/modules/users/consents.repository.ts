import { CONSENT_VERSIONS, type ConsentKind } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { consents } from '../../db/schema/index.ts';

/** Records an agreement the person gave now, with the version of the text in force (inside the caller's transaction). */
export async function recordConsent(db: DbOrTx, userId: number, kind: ConsentKind, charityId: number | null = null): Promise<void> {
  await db.insert(consents).values({ userId, kind, version: CONSENT_VERSIONS[kind], charityId });
}
