import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  candidateExperiences,
  candidateFocusAreas,
  candidateMatchingPreferences,
  candidateOnboardingSteps,
  candidateSkills,
  candidateVolunteerExperienceTypes,
  candidates,
  onboardingSteps,
  users,
} from '../../db/schema/index.ts';

/** The candidate (not deleted) with the fields its steps are computed from; null when unknown. */
export async function findStepCandidate(db: DbOrTx, candidateId: number) {
  const [row] = await db
    .select({
      id: candidates.id,
      userId: candidates.userId,
      experienceTitle: candidates.experienceTitle,
      experienceOrganizationName: candidates.experienceOrganizationName,
      acceptTermsAndConditions: candidates.acceptTermsAndConditions,
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(and(eq(candidates.id, candidateId), isNull(candidates.deletedAt), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** What the position matching step is computed from: preferences, skills, focus areas and volunteer experience. */
export async function findMatchingFacts(db: DbOrTx, candidateId: number) {
  const [[prefs], skillRows, focusRows, volunteerRows] = await Promise.all([
    db.select().from(candidateMatchingPreferences).where(eq(candidateMatchingPreferences.candidateId, candidateId)).limit(1),
    db.select({ id: candidateSkills.skillId }).from(candidateSkills).where(eq(candidateSkills.candidateId, candidateId)),
    db.select({ id: candidateFocusAreas.focusAreaId }).from(candidateFocusAreas).where(eq(candidateFocusAreas.candidateId, candidateId)),
    db.select({ id: candidateVolunteerExperienceTypes.volunteerExperienceTypeId }).from(candidateVolunteerExperienceTypes).where(eq(candidateVolunteerExperienceTypes.candidateId, candidateId)),
  ]);
  return { matchingPreferences: prefs ?? null, skills: skillRows, focusAreas: focusRows, volunteerExperienceTypeIds: volunteerRows.map((r) => r.id) };
}

export type MatchingFacts = Awaited<ReturnType<typeof findMatchingFacts>>;

export async function countExperiences(db: DbOrTx, candidateId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(candidateExperiences).where(eq(candidateExperiences.candidateId, candidateId));
  return row?.n ?? 0;
}

/** The candidate steps (names, order, hidden, ignored) with this candidate's recorded progress. */
export function findCandidateSteps(db: DbOrTx, candidateId: number) {
  return db
    .select({
      onboardingId: onboardingSteps.onboardingId,
      name: onboardingSteps.name,
      isHidden: onboardingSteps.isHidden,
      isIgnored: onboardingSteps.isIgnored,
      completedPercent: sql<number>`coalesce(${candidateOnboardingSteps.completedPercent}, 0)::int`,
      disabled: sql<boolean>`coalesce(${candidateOnboardingSteps.disabled}, false)`,
      /** False while the step has never been recorded for this candidate. */
      recorded: sql<boolean>`${candidateOnboardingSteps.candidateId} is not null`,
    })
    .from(onboardingSteps)
    .leftJoin(
      candidateOnboardingSteps,
      and(eq(candidateOnboardingSteps.onboardingId, onboardingSteps.onboardingId), eq(candidateOnboardingSteps.candidateId, candidateId)),
    )
    .where(eq(onboardingSteps.audience, 'candidate'))
    .orderBy(asc(onboardingSteps.sortOrder));
}
export type CandidateStepRow = Awaited<ReturnType<typeof findCandidateSteps>>[number];

export async function upsertCandidateStep(db: DbOrTx, candidateId: number, onboardingId: number, completedPercent: number) {
  await upsertCandidateSteps(db, candidateId, [{ onboardingId, completedPercent }]);
}

/** Records several steps' progress in one statement. */
export async function upsertCandidateSteps(db: DbOrTx, candidateId: number, steps: { onboardingId: number; completedPercent: number }[]) {
  if (!steps.length) return;
  await db
    .insert(candidateOnboardingSteps)
    .values(steps.map((s) => ({ candidateId, ...s })))
    .onConflictDoUpdate({
      target: [candidateOnboardingSteps.candidateId, candidateOnboardingSteps.onboardingId],
      set: { completedPercent: sql`excluded.completed_percent`, updatedAt: new Date() },
    });
}

export async function setOnboardingComplete(db: DbOrTx, candidateId: number, complete: boolean) {
  await db.update(candidates).set({ onboardingComplete: complete }).where(eq(candidates.id, candidateId));
}
