import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORIENTATION_COURSE_ID } from '@boardmatch/shared';
import { candidateExperiences, candidateMatchingPreferences, candidates, courses, enrollments } from '../../db/schema/index.ts';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';
import { recordCandidateStep } from './onboarding.service.ts';

const t = setupTestApp();
let staff: Caller;
let rep: Caller;
let ontario: { id: number; countryId: number };

beforeAll(async () => {
  const regions = await t.regions();
  ontario = regions.find((r) => r.name === 'Ontario')!;
  staff = await t.as('staff');
  rep = await t.as('representative');
});

async function candidate() {
  const session = await t.as('candidate', { onboardingComplete: false });
  return { ...session, id: session.candidate.id, userId: session.user.id };
}
const post = (url: string, who: Caller | null, payload: object) => (who ?? t.anonymous).post(url, payload);
const percents = (body: Record<string, any>) => Object.fromEntries((body.items as { onboardingId: number; completedPercent: number }[]).map((i) => [i.onboardingId, i.completedPercent]));
const isComplete = async (id: number) => (await t.deps.db.select().from(candidates).where(eq(candidates.id, id)))[0]!.onboardingComplete;

describe('POST /api/candidates/onboarding/read', () => {
  it("lists the five candidate steps by name, orientation hidden, none done yet", async () => {
    const c = await candidate();
    const res = await post('/api/candidates/onboarding/read', c, { CandidateId: c.id, IsDisabled: 0 });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.items.map((i: { name: string }) => i.name)).toEqual(['Information', 'Qualifications', 'Position Matching', 'Orientation', 'Release Form']);
    expect(body.items.find((i: { onboardingId: number }) => i.onboardingId === 4).hidden).toBe(true);
    expect(body.items.every((i: { completedPercent: number }) => i.completedPercent === 0)).toBe(true);
    expect(body.onboardingComplete).toBe(false);
  });

  it('is for the owner and staff only', async () => {
    const c = await candidate();
    const other = await candidate();
    expect((await post('/api/candidates/onboarding/read', staff, { CandidateId: c.id })).statusCode).toBe(200);
    expect((await post('/api/candidates/onboarding/read', other, { CandidateId: c.id })).statusCode).toBe(403);
    expect((await post('/api/candidates/onboarding/read', rep, { CandidateId: c.id })).statusCode).toBe(403);
    expect((await post('/api/candidates/onboarding/read', null, { CandidateId: c.id })).statusCode).toBe(401);
    expect((await post('/api/candidates/onboarding/read', c, { CandidateId: 999999 })).statusCode).toBe(404);
    expect((await post('/api/candidates/onboarding/read', c, { CandidateId: 'x' })).statusCode).toBe(400);
  });
});

describe('POST /api/candidates/onboarding/complete and recordCandidateStep', () => {
  it('records a step complete only when it actually is', async () => {
    const c = await candidate();
    const body = json(await post('/api/candidates/onboarding/complete', c, { candidateId: c.id, onboardingId: 5, completed: true }));
    expect(percents(body)[5]).toBe(0);
    expect(percents(json(await post('/api/candidates/onboarding/complete', c, { candidateId: c.id, onboardingId: 4, completed: true })))[4]).toBe(0);
    await t.deps.db.update(candidates).set({ acceptTermsAndConditions: true }).where(eq(candidates.id, c.id));
    expect(percents(json(await post('/api/candidates/onboarding/complete', c, { candidateId: c.id, onboardingId: 5, completed: true })))[5]).toBe(100);
    expect(percents(json(await post('/api/candidates/onboarding/complete', c, { candidateId: c.id, onboardingId: 5, completed: false })))[5]).toBe(0);
  });

  it('completes onboarding only when every step is at 100, the orientation course included, and undoes it when one is not', async () => {
    const c = await candidate();
    await t.deps.db.update(candidates).set({ acceptTermsAndConditions: true }).where(eq(candidates.id, c.id));
    await c.put(`/api/candidates/${c.id}/user-information`, { firstName: 'Ada', lastName: 'L', mainPhone: { number: '416-555-0100' }, address: { city: 'Toronto', regionId: ontario.id, countryId: ontario.countryId } });
    await t.deps.db.insert(candidateExperiences).values({ candidateId: c.id, title: 'CFO', organizationName: 'Acme' });
    await t.deps.db.insert(candidateMatchingPreferences).values({ candidateId: c.id });
    for (const step of [1, 2, 3, 5]) {
      const res = await post('/api/candidates/onboarding/complete', c, { candidateId: c.id, onboardingId: step, completed: true });
      expect(res.statusCode).toBe(200);
      expect(json(res).onboardingComplete).toBe(false);
    }
    // The course two-thirds done: still not complete, whatever the caller says.
    await t.deps.db.insert(courses).values({ courseId: ORIENTATION_COURSE_ID, courseName: 'Orientation', courseTypeId: 1 }).onConflictDoNothing();
    await t.deps.db.insert(enrollments).values({ userId: c.userId, courseId: ORIENTATION_COURSE_ID, percentageCompleted: 0.67 });
    const partly = json(await post('/api/candidates/onboarding/complete', c, { candidateId: c.id, onboardingId: 4, completed: true }));
    expect(partly.onboardingComplete).toBe(false);
    expect(percents(partly)).toMatchObject({ 1: 100, 2: 100, 3: 100, 4: 0, 5: 100 });
    expect(await isComplete(c.id)).toBe(false);
    await t.deps.db.update(enrollments).set({ percentageCompleted: 1 }).where(eq(enrollments.userId, c.userId));
    const last = json(await post('/api/candidates/onboarding/complete', c, { candidateId: c.id, onboardingId: 4, completed: true }));
    expect(last.onboardingComplete).toBe(true);
    expect(percents(last)).toMatchObject({ 1: 100, 2: 100, 3: 100, 4: 100, 5: 100 });
    expect(await isComplete(c.id)).toBe(true);
    // The session now says so too (the route guard and the nav read it).
    expect(json(await c.get('/api/users/session')).candidate.onboardingComplete).toBe(true);
    await t.deps.db.transaction((tx) => recordCandidateStep(tx, c.id, 2, false));
    expect(await isComplete(c.id)).toBe(false);
  });

  it('is for the owner only, and refuses unknown steps', async () => {
    const c = await candidate();
    const other = await candidate();
    for (const who of [other, staff, rep]) {
      expect((await post('/api/candidates/onboarding/complete', who, { candidateId: c.id, onboardingId: 1, completed: true })).statusCode).toBe(403);
    }
    expect((await post('/api/candidates/onboarding/complete', null, { candidateId: c.id, onboardingId: 1, completed: true })).statusCode).toBe(401);
    expect((await post('/api/candidates/onboarding/complete', c, { candidateId: 999999, onboardingId: 1, completed: true })).statusCode).toBe(404);
    expect((await post('/api/candidates/onboarding/complete', c, { candidateId: c.id, onboardingId: 9, completed: true })).statusCode).toBe(400);
  });
});

describe('POST /api/candidates/onboarding/sync (the automatic pass)', () => {
  it('records each step as it actually is, except the release form; orientation only with the enrolment claim', async () => {
    const c = await candidate();
    // Recorded as done, but nothing is there: the pass corrects it. The release form record stays.
    await t.deps.db.transaction(async (tx) => {
      await recordCandidateStep(tx, c.id, 2, true);
      await recordCandidateStep(tx, c.id, 5, true);
    });
    const fresh = await candidate();
    await t.deps.db.update(candidates).set({ acceptTermsAndConditions: true }).where(eq(candidates.id, fresh.id));
    // Agreed at registration, never recorded: the release form step starts complete.
    expect(percents(json(await post('/api/candidates/onboarding/sync', fresh, { candidateId: fresh.id })))[5]).toBe(100);
    let body = json(await post('/api/candidates/onboarding/sync', c, { candidateId: c.id }));
    expect(percents(body)).toMatchObject({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 100 });

    await c.put(`/api/candidates/${c.id}/user-information`, { firstName: 'Ada', lastName: 'L', mainPhone: { number: '416-555-0100' }, address: { city: 'Toronto', regionId: ontario.id, countryId: ontario.countryId } });
    await t.deps.db.insert(candidateExperiences).values({ candidateId: c.id, title: 'CFO', organizationName: 'Acme' });
    await c.put(`/api/candidates/${c.id}/matching-preferences`, { skills: [1], focusAreas: [1] });
    await t.deps.db.insert(courses).values({ courseId: ORIENTATION_COURSE_ID, courseName: 'Orientation', courseTypeId: 1 }).onConflictDoNothing();
    await t.deps.db.insert(enrollments).values({ userId: c.userId, courseId: ORIENTATION_COURSE_ID, percentageCompleted: 1 });

    body = json(await post('/api/candidates/onboarding/sync', c, { candidateId: c.id }));
    expect(percents(body)).toMatchObject({ 1: 100, 2: 100, 3: 100, 4: 100, 5: 100 });
    expect(body.onboardingComplete).toBe(true);
    expect(await isComplete(c.id)).toBe(true);
  });

  it('is for the owner only', async () => {
    const c = await candidate();
    expect((await post('/api/candidates/onboarding/sync', staff, { candidateId: c.id })).statusCode).toBe(403);
    expect((await post('/api/candidates/onboarding/sync', rep, { candidateId: c.id })).statusCode).toBe(403);
    expect((await post('/api/candidates/onboarding/sync', null, { candidateId: c.id })).statusCode).toBe(401);
    expect((await post('/api/candidates/onboarding/sync', c, { candidateId: 999999 })).statusCode).toBe(404);
  });
});
