import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { candidateOnboardingSteps, candidates, onboardingSteps } from '../../db/schema/index.ts';

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
