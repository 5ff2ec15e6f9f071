import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { charities, charityFocusAreas, charityRepresentatives, courses, enrollments, emails } from '../../db/schema/index.ts';
import { json, setupTestApp, TEST_PASSWORD, type Caller } from '../../../test/helpers.ts';
import { createCharity, createCharityRepresentative } from '../../../test/factories.ts';

const t = setupTestApp();
let ontario: { id: number; countryId: number };
let usRegion: { id: number };
beforeAll(async () => {
  const regions = await t.regions();
  ontario = regions.find((r) => r.name === 'Ontario')!;
  usRegion = regions.find((r) => r.countryId !== ontario.countryId)!;
});

const details = (o: Record<string, unknown> = {}) => ({
  name: 'Riverdale Food Bank',
  charitableNumber: '12345 6789 RR0001',
  email: 'info@riverdale.example',
  website: 'https://riverdale.example',
  yearOfIncorporation: 1999,
  charityScopeId: 1,
  charityTypeId: 1,
  mandate: '<p>Feed <b>everyone</b><script>x()</script></p>',
  vision: '',
  quote: null,
  ...o,
});
const matching = (o: Record<string, unknown> = {}) => ({
  annualGeneralMeetingMonth: 6,
  recruitForBoardMonth: 9,
  charityBoardTypeId: 1,
  charityDevelopmentStageId: 1,
  operatingBudgetCurrentYear: 250000,
  charityFundingStatusId: 1,
  numberOfPaidStaff: 4,
  numberOfVolunteers: 40,
  maximumBoardSize: 12,
  lengthOfBoardTerm: 3,
  lengthOfRenewableTerm: -1,
  charityBoardWorkHoursId: 1,
  charityBoardWorkHoursOther: null,
  boardMeetingTimesPerYear: 10,
  boardMeetingTimeAndDay: 'Second Tuesday, 6 pm',
  boardMeetingLocation: 'Our office',
  boardExtraActivities: 'One fundraising event a year',
  filedLatestT3010: true,
  statuaryRemittancesUpToDate: true,
  optOutOfAutomatedMatching: false,
  ...o,
});
const form = (o: Record<string, unknown> = {}) => ({
  charity: details(),
  address: { address1: '2 Queen St', city: 'Toronto', regionId: ontario.id, countryId: ontario.countryId, code: 'M5C 1A1' },
  mainPhone: { number: '416-555-0100' },
  eveningPhone: null,
  focusAreas: [1, 2],
  ...o,
});

async function representative(o: { roleId?: number; charityId?: number } = {}) {
  const charityId = o.charityId ?? (await createCharity(t.deps.db, { onboardingComplete: false })).id;
  return t.as('representative', { charityId, roleId: o.roleId, onboardingComplete: false });
}
const put = (who: Caller | null, id: number, payload: object) => (who ?? t.anonymous).put(`/api/charities/${id}`, payload);
const sync = (who: Caller) => who.post('/api/charities/onboarding/sync');
const stepPercents = (body: { items: { onboardingId: number; completedPercent: number }[] }) => Object.fromEntries(body.items.map((i) => [i.onboardingId, i.completedPercent]));

describe('the charity form', () => {
  it('saves charity, e-mail, address, phones and focus areas in one go and cleans the mission', async () => {
    const rep = await representative();
    const res = await put(rep, rep.charityId, form({ eveningPhone: { number: '416-555-0199', extension: '12' } }));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      name: 'Riverdale Food Bank',
      email: 'info@riverdale.example',
      yearOfIncorporation: 1999,
      mandate: '<p>Feed <b>everyone</b></p>',
      address: { city: 'Toronto', regionId: ontario.id },
      mainPhone: { number: '416-555-0100' },
      eveningPhone: { number: '416-555-0199', extension: '12' },
    });
    expect(json(res).focusAreas.map((f: { id: number }) => f.id).sort()).toEqual([1, 2]);
    const read = await rep.get(`/api/charities/${rep.charityId}/details`);
    expect(json(read).name).toBe('Riverdale Food Bank');
  });

  it("refuses each broken rule with the spec's words and changes nothing", async () => {
    const rep = await representative();
    await put(rep, rep.charityId, form());
    const noMission = await put(rep, rep.charityId, form({ charity: details({ mandate: '<p> </p>', vision: '' }) }));
    expect(noMission.statusCode).toBe(400);
    expect(json(noMission).issues).toEqual([
      { path: 'charity.mandate', message: 'Must be filled' },
      { path: 'charity.vision', message: 'Must be filled' },
    ]);
    for (const year of [1900, new Date().getFullYear() + 2]) expect((await put(rep, rep.charityId, form({ charity: details({ yearOfIncorporation: year }) }))).statusCode).toBe(400);
    const noName = await put(rep, rep.charityId, form({ charity: details({ name: ' ' }), focusAreas: [] }));
    expect(json(noName).issues.map((i: { path: string }) => i.path).sort()).toEqual(['charity.name', 'focusAreas']);
    const wrongRegion = await put(rep, rep.charityId, form({ charity: details({ name: 'Changed' }), address: { city: 'Toronto', regionId: usRegion.id, countryId: ontario.countryId } }));
    expect(wrongRegion.statusCode).toBe(400);
    expect(json(wrongRegion).message).toBe('Please enter address required fields marked red');
    // The failed save left the charity as it was (the name change rolled back with the address).
    const [row] = await t.deps.db.select().from(charities).where(eq(charities.id, rep.charityId));
    expect(row!.name).toBe('Riverdale Food Bank');
    expect((await put(rep, rep.charityId, form({ focusAreas: [99999] }))).statusCode).toBe(400);
    const [email] = await t.deps.db.select().from(emails).where(eq(emails.charityId, rep.charityId));
    expect(email?.name).toBe('info@riverdale.example');
  });

  it('keeps the last focus area and unlinks the others', async () => {
    const rep = await representative();
    await put(rep, rep.charityId, form());
    const unlink = (focusAreaId: number) => rep.delete(`/api/charities/${rep.charityId}/focus-areas/${focusAreaId}`);
    expect((await unlink(1)).statusCode).toBe(200);
    const last = await unlink(2);
    expect(last.statusCode).toBe(400);
    expect(json(last).message).toBe('Must have at least one Area of Focus in your Charity Profile');
    expect(await t.deps.db.select().from(charityFocusAreas).where(eq(charityFocusAreas.charityId, rep.charityId))).toHaveLength(1);
  });

  it('lets only those whose roles may update the charity save it', async () => {
    const admin = await representative();
    const basic = await representative({ charityId: admin.charityId, roleId: 5 });
    const other = await representative();
    const candidate = await t.as('candidate');
    const staff = await t.as('staff');
    expect((await put(basic, admin.charityId, form())).statusCode).toBe(403);
    expect((await put(other, admin.charityId, form())).statusCode).toBe(403);
    expect((await put(candidate, admin.charityId, form())).statusCode).toBe(403);
    expect((await put(null, admin.charityId, form())).statusCode).toBe(401);
    expect((await put(staff, admin.charityId, form())).statusCode).toBe(200);
    // Every representative of the charity reads the form; another charity's does not.
    expect((await basic.get(`/api/charities/${admin.charityId}/details`)).statusCode).toBe(200);
    expect((await other.get(`/api/charities/${admin.charityId}/details`)).statusCode).toBe(403);
    expect((await put(admin, 999999, form())).statusCode).toBe(404);
  });
});

describe('charity onboarding', () => {
  it('completes step by step: details, position matching, orientation, release form; then the session no longer needs onboarding', async () => {
    const rep = await representative();
    let steps = json(await sync(rep));
    expect(stepPercents(steps as never)).toEqual({ 6: 0, 7: 0, 8: 0, 9: 0 });
    expect(steps.items.find((i: { onboardingId: number }) => i.onboardingId === 8).hidden).toBe(true);
    expect(steps.onboardingComplete).toBe(false);

    await put(rep, rep.charityId, form());
    const pm = (o: Record<string, unknown> = {}, programs = [{ name: 'Food hampers', details: 'Weekly hampers for 300 families' }]) =>
      rep.put(`/api/charities/${rep.charityId}/position-matching`, { programs, positionMatching: matching(o) });
    expect((await pm({}, [])).statusCode).toBe(400);
    expect(JSON.stringify(json(await pm({}, [])).issues)).toContain('Please add at least 1 program');
    expect((await pm({ charityBoardWorkHoursId: 4 })).statusCode).toBe(400);
    expect((await pm({ lengthOfBoardTerm: 6 })).statusCode).toBe(400);
    // A No to a yes/no question saves but does not complete the step.
    expect((await pm({ filedLatestT3010: false })).statusCode).toBe(200);
    expect(stepPercents(json(await sync(rep)) as never)).toMatchObject({ 6: 100, 7: 0 });
    expect((await pm({ charityBoardWorkHoursId: 4, charityBoardWorkHoursOther: 'Varies' })).statusCode).toBe(200);
    expect(stepPercents(json(await sync(rep)) as never)).toMatchObject({ 6: 100, 7: 100, 8: 0, 9: 0 });

    await t.deps.db.insert(courses).values({ courseId: 1679472, courseName: 'Charity Orientation', courseTypeId: 2 }).onConflictDoNothing();
    await t.deps.db.insert(enrollments).values({ userId: rep.user.id, courseId: 1679472, percentageCompleted: 1, startedAt: new Date(), completedAt: new Date() });
    expect(stepPercents(json(await sync(rep)) as never)).toMatchObject({ 8: 100 });

    expect((await rep.post('/api/charities/onboarding/release', { acceptTermsAndConditions: false })).statusCode).toBe(400);
    steps = json(await rep.post('/api/charities/onboarding/release', { acceptTermsAndConditions: true }));
    expect(steps.onboardingComplete).toBe(true);
    const session = json(await rep.get('/api/users/session'));
    expect(session.charityRepresentative).toMatchObject({ onboardingComplete: true, charity: { onboardingComplete: true } });
  });

  it('finishes only with the orientation course done: not at 67 percent, not at 0 on a second new charity', async () => {
    const rep = await representative();
    const own = (n: string) => form({ charity: details({ name: `Orientation House ${n}`, charitableNumber: `${n} 1111 RR0001` }) });
    expect((await put(rep, rep.charityId, own('67067'))).statusCode).toBe(200);
    await rep.put(`/api/charities/${rep.charityId}/position-matching`, { programs: [{ name: 'Meals', details: 'Hot meals' }], positionMatching: matching() });
    await t.deps.db.insert(courses).values({ courseId: 1679472, courseName: 'Charity Orientation', courseTypeId: 2 }).onConflictDoNothing();
    await t.deps.db.insert(enrollments).values({ userId: rep.user.id, courseId: 1679472, percentageCompleted: 0.67, startedAt: new Date() });
    let steps = json(await rep.post('/api/charities/onboarding/release', { acceptTermsAndConditions: true }));
    expect(stepPercents(steps as never)).toEqual({ 6: 100, 7: 100, 8: 0, 9: 100 });
    expect(steps.onboardingComplete).toBe(false);
    expect(json(await rep.get('/api/users/session')).charityRepresentative).toMatchObject({ onboardingComplete: false });

    // The same person's second new charity, the course not started there either.
    const second = await createCharity(t.deps.db, { onboardingComplete: false });
    await createCharityRepresentative(t.deps.db, { userId: rep.user.id, charityId: second.id, onboardingComplete: false });
    const again = await t.as(rep.user);
    expect((await put(again, second.id, own('20002'))).statusCode).toBe(200);
    await again.put(`/api/charities/${second.id}/position-matching`, { programs: [{ name: 'Meals', details: 'Hot meals' }], positionMatching: matching() });
    steps = json(await again.post('/api/charities/onboarding/release', { acceptTermsAndConditions: true }));
    expect(stepPercents(steps as never)).toEqual({ 6: 100, 7: 100, 8: 0, 9: 100 });
    expect(steps.onboardingComplete).toBe(false);

    await t.deps.db.update(enrollments).set({ percentageCompleted: 1, completedAt: new Date() }).where(eq(enrollments.userId, rep.user.id));
    steps = json(await sync(again));
    expect(steps.onboardingComplete).toBe(true);
    expect(json(await again.get('/api/users/session')).charityRepresentative).toMatchObject({ charityId: second.id, onboardingComplete: true, charity: { onboardingComplete: true } });
  });

  it('asks a representative without charity-onboarding.update only for their own steps, and keeps the charity steps read-only to them', async () => {
    const admin = await representative();
    const basic = await representative({ charityId: admin.charityId, roleId: 5 });
    const steps = json(await sync(basic));
    expect(steps.items.filter((i: { editable: boolean }) => !i.editable).map((i: { onboardingId: number }) => i.onboardingId)).toEqual([6, 7]);
    const agreed = json(await basic.post('/api/charities/onboarding/release', { acceptTermsAndConditions: true }));
    // Their own steps: the release form and the orientation course.
    expect(agreed.onboardingComplete).toBe(false);
    await t.deps.db.insert(courses).values({ courseId: 1679472, courseName: 'Charity Orientation', courseTypeId: 2 }).onConflictDoNothing();
    await t.deps.db.insert(enrollments).values({ userId: basic.user.id, courseId: 1679472, percentageCompleted: 1 });
    expect(json(await sync(basic)).onboardingComplete).toBe(true);
    const [row] = await t.deps.db.select().from(charityRepresentatives).where(eq(charityRepresentatives.id, basic.representative.id));
    expect(row).toMatchObject({ onboardingComplete: true, acceptTermsAndConditions: true });
  });

  it('remembers "Do not show this message again" and refuses other callers', async () => {
    const rep = await representative();
    const res = await rep.post('/api/charities/onboarding/welcome/suppress');
    expect(json(res).welcomeSuppressed).toBe(true);
    expect(json(await sync(rep)).welcomeSuppressed).toBe(true);
    const candidate = await t.as('candidate');
    expect((await sync(candidate)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/charities/onboarding/sync' })).statusCode).toBe(401);
  });

  it('lets only the representative themself agree to the release form, not staff acting for them', async () => {
    const rep = await representative();
    const staff = await t.as('staff');
    const acting = await staff.post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: rep.user.id, adminUsername: staff.user.email, adminPassword: TEST_PASSWORD });
    expect(acting.statusCode, acting.body).toBe(200);
    const res = await t.withToken(json(acting).token).post('/api/charities/onboarding/release', { acceptTermsAndConditions: true });
    expect(res.statusCode).toBe(403);
  });
});
