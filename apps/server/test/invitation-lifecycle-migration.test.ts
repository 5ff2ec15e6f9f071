import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { candidates, charityRepresentativeInvitations, charityRepresentativeOnboardingSteps, charityRepresentatives, courses, enrollments } from '../src/db/schema/index.ts';
import { setupTestApp } from './helpers.ts';
import { createCandidate, createCharityRepresentative } from './factories.ts';

/**
 * Migration 0010 corrects what the earlier rules left behind: an invitee's release form agreed for them, and
 * onboarding flags set without the orientation course. Its data statements are run again on such records.
 */
const t = setupTestApp();

async function runDataFix() {
  const file = await readFile(new URL('../src/db/migrations/0010_invitation_lifecycle.sql', import.meta.url), 'utf8');
  const statements = file.split('--> statement-breakpoint').map((s) => s.trim()).filter((s) => /^(--[^\n]*\n)*UPDATE/.test(s));
  expect(statements).toHaveLength(4);
  for (const statement of statements) await t.deps.db.execute(sql.raw(statement));
}

describe('migration 0010 on earlier records', () => {
  it('makes invitees agree to the release form themselves, and takes back onboarding finished without the course', async () => {
    const db = t.deps.db;
    await db.insert(courses).values([
      { courseId: 1679471, courseName: 'Orientation', courseTypeId: 1 },
      { courseId: 1679472, courseName: 'Charity Orientation', courseTypeId: 2 },
    ]).onConflictDoNothing();

    // Invited, registered, the release form agreed for them, the course done.
    const invitee = await createCharityRepresentative(db, { roleId: 5 });
    await db.update(charityRepresentatives).set({ acceptTermsAndConditions: true }).where(eq(charityRepresentatives.id, invitee.representative.id));
    await db.insert(charityRepresentativeOnboardingSteps).values([
      { charityRepresentativeId: invitee.representative.id, onboardingId: 8, completedPercent: 100 },
      { charityRepresentativeId: invitee.representative.id, onboardingId: 9, completedPercent: 100 },
    ]);
    await db.insert(enrollments).values({ userId: invitee.user.id, courseId: 1679472, percentageCompleted: 1 });
    await db.insert(charityRepresentativeInvitations).values({ charityId: invitee.charityId, email: invitee.user.email, firstName: 'In', lastName: 'Vitee', roleId: 5, tokenHash: `fix-${invitee.user.id}`, expiresAt: new Date(), acceptedAt: new Date() });

    // The charity's registering administrator agreed themselves and took the course: untouched.
    const owner = await createCharityRepresentative(db, { charityId: invitee.charityId });
    await db.update(charityRepresentatives).set({ acceptTermsAndConditions: true }).where(eq(charityRepresentatives.id, owner.representative.id));
    await db.insert(enrollments).values({ userId: owner.user.id, courseId: 1679472, percentageCompleted: 1 });
    // Finished without the course (two-thirds done).
    const unoriented = await createCharityRepresentative(db, { charityId: invitee.charityId, roleId: 4 });
    await db.insert(enrollments).values({ userId: unoriented.user.id, courseId: 1679472, percentageCompleted: 0.67 });
    const candidate = await createCandidate(db);
    const oriented = await createCandidate(db);
    await db.insert(enrollments).values({ userId: oriented.user.id, courseId: 1679471, percentageCompleted: 1 });

    await runDataFix();

    const rep = async (id: number) => (await db.select().from(charityRepresentatives).where(eq(charityRepresentatives.id, id)))[0]!;
    expect(await rep(invitee.representative.id)).toMatchObject({ acceptTermsAndConditions: false, onboardingComplete: false });
    const [release] = await db.select().from(charityRepresentativeOnboardingSteps).where(eq(charityRepresentativeOnboardingSteps.charityRepresentativeId, invitee.representative.id)).orderBy(charityRepresentativeOnboardingSteps.onboardingId).offset(1);
    expect(release).toMatchObject({ onboardingId: 9, completedPercent: 0 });
    expect(await rep(owner.representative.id)).toMatchObject({ acceptTermsAndConditions: true, onboardingComplete: true });
    expect(await rep(unoriented.representative.id)).toMatchObject({ onboardingComplete: false });
    const done = async (id: number) => (await db.select().from(candidates).where(eq(candidates.id, id)))[0]!.onboardingComplete;
    expect(await done(candidate.candidate.id)).toBe(false);
    expect(await done(oriented.candidate.id)).toBe(true);
  });
});
