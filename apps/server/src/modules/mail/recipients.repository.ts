import { and, inArray, isNull } from 'drizzle-orm';
import type { Language } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/**
 * The preferred language of each address that belongs to an account; an address without one
 * (a person invited before they registered) gets the fallback.
 */
export async function recipientLanguages(db: DbOrTx, addresses: string[], fallback: Language = 'en'): Promise<Map<string, Language>> {
  const wanted = [...new Set(addresses.map((a) => a.trim().toLowerCase()))];
  const found = new Map<string, Language>(wanted.map((a) => [a, fallback]));
  if (wanted.length === 0) return found;
  const rows = await db
    .select({ userName: users.userName, language: users.preferredLanguage })
    .from(users)
    .where(and(inArray(users.userName, wanted), isNull(users.deletedAt)));
  for (const row of rows) found.set(row.userName, row.language);
  return found;
}

export async function recipientLanguage(db: DbOrTx, address: string, fallback: Language = 'en'): Promise<Language> {
  return (await recipientLanguages(db, [address], fallback)).get(address.trim().toLowerCase()) ?? fallback;
}
