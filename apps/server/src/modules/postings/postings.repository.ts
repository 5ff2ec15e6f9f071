import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applications, charities, charityPositions, charityPostingSkills, charityPostings, skills } from '../../db/schema/index.ts';
import { collated } from '../../db/list-sql.ts';

export type PostingRow = Awaited<ReturnType<typeof findPostingRows>>[number];

/** Postings with their charity and position; `live` leaves out deleted postings and those of deleted charities. */
export async function findPostingRows(db: DbOrTx, ids: number[], options: { live: boolean }) {
  if (!ids.length) return [];
  return db
    .select({
      id: charityPostings.id,
      charityId: charityPostings.charityId,
      charityName: charities.name,
      charityPositionId: charityPostings.charityPositionId,
      positionName: charityPositions.name,
      isNotBoard: charityPositions.isNotBoard,
      description: charityPostings.description,
      specialRequirements: charityPostings.specialRequirements,
      startDate: charityPostings.startDate,
      endDate: charityPostings.endDate,
      expiryDate: charityPostings.expiryDate,
      datePosted: charityPostings.datePosted,
      charityPostingStatusId: charityPostings.charityPostingStatusId,
      deletedAt: charityPostings.deletedAt,
      charityDeletedAt: charities.deletedAt,
      // Read with the posting, in the readers' order: one statement for a page of postings, not one more for their skills.
      skills: sql<{ id: number; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', k.id, 'name', k.name) order by ${collated(sql`k.name`)}, k.id)
        from ${charityPostingSkills} ps join ${skills} k on k.id = ps.skill_id
        where ps.charity_posting_id = ${charityPostings}.id), '[]')`,
    })
    .from(charityPostings)
    .innerJoin(charities, eq(charities.id, charityPostings.charityId))
    .innerJoin(charityPositions, eq(charityPositions.id, charityPostings.charityPositionId))
    .where(and(inArray(charityPostings.id, ids), options.live ? and(isNull(charityPostings.deletedAt), isNull(charities.deletedAt)) : undefined));
}

export async function findLivePosting(db: DbOrTx, id: number): Promise<PostingRow | null> {
  const [row] = await findPostingRows(db, [id], { live: true });
  return row ?? null;
}

/** The candidate's application to the posting, if any. */
export async function findApplicationOf(db: DbOrTx, candidateId: number, postingId: number) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), eq(applications.postingId, postingId)))
    .limit(1);
  return row ?? null;
}
