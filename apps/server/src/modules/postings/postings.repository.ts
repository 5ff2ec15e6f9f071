import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applications, charities, charityPositions, charityPostingSkills, charityPostings, skills } from '../../db/schema/index.ts';
import { collated } from '../../db/list-sql.ts';

export type PostingRow = Awaited<ReturnType<typeof findPostingRows>>[number];

/** Postings with their charity and position; `live` leaves out deleted postings and those of deleted charities. */
export async function findPostingRows(db: DbOrTx, ids: number[], options: { live: boolean }) {
  if (!ids.length) return [];
  const rows = await db
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
    })
    .from(charityPostings)
    .innerJoin(charities, eq(charities.id, charityPostings.charityId))
    .innerJoin(charityPositions, eq(charityPositions.id, charityPostings.charityPositionId))
    .where(and(inArray(charityPostings.id, ids), options.live ? and(isNull(charityPostings.deletedAt), isNull(charities.deletedAt)) : undefined));
  const skillRows = rows.length
    ? await db
        .select({ postingId: charityPostingSkills.charityPostingId, id: skills.id, name: skills.name })
        .from(charityPostingSkills)
        .innerJoin(skills, eq(skills.id, charityPostingSkills.skillId))
        .where(inArray(charityPostingSkills.charityPostingId, rows.map((r) => r.id)))
        .orderBy(collated(skills.name))
    : [];
  const skillsOf = new Map<number, { id: number; name: string }[]>();
  for (const { postingId, id, name } of skillRows) {
    const list = skillsOf.get(postingId);
    if (list) list.push({ id, name });
    else skillsOf.set(postingId, [{ id, name }]);
  }
  return rows.map((r) => ({ ...r, skills: skillsOf.get(r.id) ?? [] }));
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
