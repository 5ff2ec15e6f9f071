import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { charities, charityPositions, charityPostingSkills, charityPostings } from '../src/db/schema/index.ts';
import { createCharity } from './factories.ts';

/** YYYY-MM-DD of today plus `days` (local calendar, as the server counts it). */
export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

let seq = 0;

export interface PostingOverrides {
  charityId?: number;
  positionName?: string;
  isNotBoard?: boolean;
  expiryDate?: string;
  statusId?: number;
  deleted?: boolean;
  charityDeleted?: boolean;
  skillIds?: number[];
  description?: string;
  specialRequirements?: string | null;
}

/** A posting of a (new or given) charity for a new position; open, expiring in 30 days unless told. */
export async function createPosting(db: Db, o: PostingOverrides = {}) {
  seq += 1;
  const charityId = o.charityId ?? (await createCharity(db)).id;
  const [position] = await db
    .insert(charityPositions)
    .values({ charityId, name: o.positionName ?? `Treasurer ${seq}`, isNotBoard: o.isNotBoard ?? false })
    .returning();
  const [posting] = await db
    .insert(charityPostings)
    .values({
      charityId,
      charityPositionId: position!.id,
      description: o.description ?? '<p>Keep the <b>books</b></p>',
      specialRequirements: o.specialRequirements === undefined ? 'CPA preferred' : o.specialRequirements,
      startDate: dayFromToday(40),
      endDate: dayFromToday(40 + 365),
      expiryDate: o.expiryDate ?? dayFromToday(30),
      charityPostingStatusId: o.statusId ?? 1,
      deletedAt: o.deleted ? new Date() : null,
    })
    .returning();
  if (o.skillIds?.length) await db.insert(charityPostingSkills).values(o.skillIds.map((skillId) => ({ charityPostingId: posting!.id, skillId })));
  if (o.charityDeleted) await db.update(charities).set({ deletedAt: new Date() }).where(eq(charities.id, charityId));
  return { posting: posting!, position: position!, charityId };
}
