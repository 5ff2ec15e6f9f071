import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CHARITY_ORIENTATION_COURSE_ID, PhoneType } from '@boardmatch/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  addresses,
  charities,
  charityFocusAreas,
  charityOnboardingSteps,
  charityPositionMatchings,
  charityPrograms,
  charityRepresentativeOnboardingSteps,
  charityRepresentatives,
  emails,
  enrollments,
  onboardingSteps,
  phones,
} from '../../db/schema/index.ts';

/** A live representative with their charity; null when unknown or deleted. */
export async function findStepRepresentative(db: DbOrTx, representativeId: number) {
  const [row] = await db
    .select({
      id: charityRepresentatives.id,
      userId: charityRepresentatives.userId,
      charityId: charityRepresentatives.charityId,
      acceptTermsAndConditions: charityRepresentatives.acceptTermsAndConditions,
      welcomeSuppressed: charityRepresentatives.welcomeSuppressed,
    })
    .from(charityRepresentatives)
    .where(and(eq(charityRepresentatives.id, representativeId), isNull(charityRepresentatives.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The facts steps 6 and 7 are decided from. */
export async function findCharityStepFacts(db: DbOrTx, charityId: number) {
  const [[charity], [email], [address], [mainPhone], [focus], [programs], [matching]] = await Promise.all([
    db.select().from(charities).where(eq(charities.id, charityId)).limit(1),
    db.select({ id: emails.id }).from(emails).where(eq(emails.charityId, charityId)).limit(1),
    db.select({ city: addresses.city, regionId: addresses.regionId, countryId: addresses.countryId }).from(addresses).where(eq(addresses.charityId, charityId)).limit(1),
    db.select({ id: phones.id }).from(phones).where(and(eq(phones.charityId, charityId), eq(phones.phoneTypeId, PhoneType.main))).limit(1),
    db.select({ n: count() }).from(charityFocusAreas).where(eq(charityFocusAreas.charityId, charityId)),
    db.select({ n: count() }).from(charityPrograms).where(eq(charityPrograms.charityId, charityId)),
    db.select().from(charityPositionMatchings).where(eq(charityPositionMatchings.charityId, charityId)).limit(1),
  ]);
  return { charity: charity ?? null, hasEmail: Boolean(email), address: address ?? null, hasMainPhone: Boolean(mainPhone), focusAreas: focus?.n ?? 0, programs: programs?.n ?? 0, matching: matching ?? null };
}
export type CharityStepFacts = Awaited<ReturnType<typeof findCharityStepFacts>>;

export async function hasCompletedCharityOrientation(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, CHARITY_ORIENTATION_COURSE_ID), sql`${enrollments.percentageCompleted} >= 1`))
    .limit(1);
  return Boolean(row);
}

/** Steps 6-9 in order with what is recorded (0 when nothing is). */
export async function findCharitySteps(db: DbOrTx, charityId: number, representativeId: number) {
  const [defs, charitySteps, repSteps] = await Promise.all([
    db.select().from(onboardingSteps).where(inArray(onboardingSteps.audience, ['charity', 'charity-representative'])).orderBy(asc(onboardingSteps.sortOrder)),
    db.select().from(charityOnboardingSteps).where(eq(charityOnboardingSteps.charityId, charityId)),
    db.select().from(charityRepresentativeOnboardingSteps).where(eq(charityRepresentativeOnboardingSteps.charityRepresentativeId, representativeId)),
  ]);
  return defs.map((d) => {
    const recorded = (d.audience === 'charity' ? charitySteps : repSteps).find((s) => s.onboardingId === d.onboardingId);
    return { ...d, completedPercent: recorded?.completedPercent ?? 0, recorded: Boolean(recorded) };
  });
}
export type CharityStep = Awaited<ReturnType<typeof findCharitySteps>>[number];

export async function upsertCharityStep(db: DbOrTx, charityId: number, onboardingId: number, completedPercent: number) {
  await db
    .insert(charityOnboardingSteps)
    .values({ charityId, onboardingId, completedPercent })
    .onConflictDoUpdate({ target: [charityOnboardingSteps.charityId, charityOnboardingSteps.onboardingId], set: { completedPercent, updatedAt: new Date() } });
}

export async function upsertRepresentativeStep(db: DbOrTx, representativeId: number, onboardingId: number, completedPercent: number) {
  await db
    .insert(charityRepresentativeOnboardingSteps)
    .values({ charityRepresentativeId: representativeId, onboardingId, completedPercent })
    .onConflictDoUpdate({
      target: [charityRepresentativeOnboardingSteps.charityRepresentativeId, charityRepresentativeOnboardingSteps.onboardingId],
      set: { completedPercent, updatedAt: new Date() },
    });
}

export async function setCharityOnboardingComplete(db: DbOrTx, charityId: number, complete: boolean) {
  await db.update(charities).set({ onboardingComplete: complete }).where(eq(charities.id, charityId));
}

export async function updateRepresentative(db: DbOrTx, representativeId: number, values: { onboardingComplete?: boolean; acceptTermsAndConditions?: boolean; welcomeSuppressed?: boolean }) {
  await db.update(charityRepresentatives).set(values).where(eq(charityRepresentatives.id, representativeId));
}
