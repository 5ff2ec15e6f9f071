import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, gt, inArray } from 'drizzle-orm';
import { CharityRepresentativeRole } from '@boardmatch/shared';
import { boardTermNotices, candidateSkills, charityMandates, charityPositionMatchings, charityPositions, fundingStatuses, outbox, skills, users } from '../../db/schema/index.ts';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';
import { createCandidate, createCharityRepresentative } from '../../../test/factories.ts';
import { createPosting } from '../../../test/postings-factory.ts';
import { addDays, productDay } from '../../platform/calendar/days.ts';
import { termEnd } from './term-days.ts';

/** The product's clock, moved by the tests; days are counted from the day it starts on. */
const start = new Date(`${productDay(new Date())}T17:00:00Z`);
let now = start;
const t = setupTestApp({ now: () => now });
const base = productDay(start);
const day = (n: number) => addDays(base, n);
const clockAt = (n: number) => (now = new Date(start.getTime() + n * 86_400_000));

const role = { admin: CharityRepresentativeRole.admin, boardManager: 2, postingManager: 3, basicAccess: CharityRepresentativeRole.basicAccess };
let charityId: number;
let chairId: number;
let treasurerId: number;
const skill: Record<string, number> = {};
const callers = {} as Record<'admin' | 'postingManager' | 'boardManager' | 'basic' | 'other' | 'staff', Caller & { user: { email: string } }>;
type Who = keyof typeof callers;
/** A member with a candidate profile (Governance, Legal) and one the charity entered (Strategic Planning). */
const seat = {} as Record<'candidate' | 'entered', number>;
let candidateRepId: number;
let enteredRepId: number;

async function insertSeat(representativeId: number | null, startDate: string | null, endDate: string | null, positionId = treasurerId) {
  const [row] = await t.deps.db.insert(charityMandates).values({ charityId, charityPositionId: positionId, charityRepresentativeId: representativeId, startDate, endDate }).returning();
  return row!.id;
}

beforeAll(async () => {
  const db = t.deps.db;
  for (const row of await db.select().from(skills)) skill[row.name] = row.id;
  const admin = await t.as('representative', { firstName: 'Ada', lastName: 'Admin' });
  charityId = admin.charityId;
  callers.admin = admin;
  const postingManager = await t.as('representative', { charityId, roleId: role.postingManager });
  await db.update(users).set({ preferredLanguage: 'fr' }).where(eq(users.id, postingManager.user.id));
  callers.postingManager = postingManager;
  callers.boardManager = await t.as('representative', { charityId, roleId: role.boardManager });
  callers.basic = await t.as('representative', { charityId, roleId: role.basicAccess });
  callers.other = await t.as('representative');
  callers.staff = await t.as('staff');
  const [chair] = await db.insert(charityPositions).values({ charityId, name: 'Chair', isDefault: true, sortOrder: 1 }).returning();
  const [treasurer] = await db.insert(charityPositions).values({ charityId, name: 'Keeper of Books', sortOrder: 2 }).returning();
  chairId = chair!.id;
  treasurerId = treasurer!.id;

  // A member who is a candidate: the profile's skills (the factory gives Governance; Legal added).
  const candidate = await createCandidate(db, { firstName: 'Cara', lastName: 'Candidate' });
  await db.insert(candidateSkills).values({ candidateId: candidate.candidate.id, skillId: skill.Legal! });
  candidateRepId = (await createCharityRepresentative(db, { userId: candidate.user.id, charityId, roleId: role.basicAccess, select: false })).representative.id;
  seat.candidate = await insertSeat(candidateRepId, day(-300), day(400), chairId);
  // A member the charity entered, with the skills it names on the board member form.
  enteredRepId = (await createCharityRepresentative(db, { charityId, roleId: role.basicAccess, firstName: 'Eli', lastName: 'Entered', select: false })).representative.id;
  const entered = await admin.post('/api/charities/mandates', { charityId, charityPositionId: treasurerId, charityRepresentativeId: enteredRepId, startDate: day(-200), endDate: day(100), skillIds: [skill['Strategic Planning']] });
  expect(entered.statusCode, entered.body).toBe(201);
  expect(json(entered).skillIds).toEqual([skill['Strategic Planning']]);
  seat.entered = json(entered).id;
  // A past member's skills do not count.
  const pastRep = (await createCharityRepresentative(db, { charityId, roleId: role.basicAccess, select: false })).representative.id;
  const past = await insertSeat(pastRep, day(-900), day(-10));
  await admin.put(`/api/charities/mandates/${past}`, { charityId, charityPositionId: treasurerId, charityRepresentativeId: pastRep, startDate: day(-900), endDate: day(-10), skillIds: [skill.Research] });

  // Wanted: an open posting's skills (Fundraising, Governance); a closed one's (Audit) are not.
  await createPosting(db, { charityId, skillIds: [skill.Fundraising!, skill.Governance!], expiryDate: day(30) });
  await createPosting(db, { charityId, skillIds: [skill['Audit & Risk Management']!], statusId: 2, expiryDate: day(30) });
  // And the position matching answers: funding at risk points to fundraising and finance; a two-year board term.
  const [atRisk] = await db.select().from(fundingStatuses).where(eq(fundingStatuses.name, 'At Risk'));
  await db.insert(charityPositionMatchings).values({ charityId, charityFundingStatusId: atRisk!.id, filedLatestT3010: true, statuaryRemittancesUpToDate: true, lengthOfBoardTerm: 2 });
});

const as = (who: Who | null) => (who ? callers[who] : t.anonymous);

describe('the skills matrix', () => {
  it('shows current members by skill, from their profiles and from the charity, with the wanted skills and the gaps first', async () => {
    now = start;
    const res = await as('basic').get(`/api/charities/${charityId}/skills-matrix`);
    expect(res.statusCode, res.body).toBe(200);
    const matrix = json(res);
    expect(matrix.members.map((m: { mandateId: number }) => m.mandateId)).toEqual([seat.candidate, seat.entered]);
    expect(matrix.members[0]).toMatchObject({ firstName: 'Cara', lastName: 'Candidate', position: 'Chair' });
    const rows = matrix.skills.map((s: { name: string; holders: number[]; wantedBecause: string[]; gap: boolean }) => [s.name, s.holders, s.wantedBecause, s.gap]);
    expect(rows).toEqual([
      ['Finance & Accounting', [], ['matching'], true],
      ['Fundraising', [], ['postings', 'matching'], true],
      ['Governance', [seat.candidate], ['postings'], false],
      ['Legal', [seat.candidate], [], false],
      ['Strategic Planning', [seat.entered], [], false],
    ]);
  });

  it('speaks French to a French reader', async () => {
    const res = await as('basic').inject({ method: 'GET', url: `/api/charities/${charityId}/skills-matrix`, headers: { 'accept-language': 'fr' } });
    expect(json(res).members[0].position).toBe('Présidence');
  });

  it('is for the board’s readers of the own charity and staff only', async () => {
    expect((await as('other').get(`/api/charities/${charityId}/skills-matrix`)).statusCode).toBe(403);
    expect((await as(null).get(`/api/charities/${charityId}/skills-matrix`)).statusCode).toBe(401);
    expect((await as('staff').get(`/api/charities/${charityId}/skills-matrix`)).statusCode).toBe(200);
    expect((await as('admin').get('/api/charities/99999999999/skills-matrix')).statusCode).toBe(400);
  });

  it('keeps the skills the charity enters for a member, refusing unknown ones and losing nothing', async () => {
    const put = (skillIds: unknown) =>
      as('admin').put(`/api/charities/mandates/${seat.entered}`, { charityId, charityPositionId: treasurerId, charityRepresentativeId: enteredRepId, startDate: day(-200), endDate: day(100), skillIds });
    expect((await put([999999])).statusCode).toBe(400);
    expect((await put([2147483648])).statusCode).toBe(400);
    expect((await put(['\u0000'])).statusCode).toBe(400);
    const list = json(await as('basic').post(`/api/charities/${charityId}/mandates/read`, {}));
    expect(list.charityMandates.find((m: { id: number }) => m.id === seat.entered).skillIds).toEqual([skill['Strategic Planning']]);
  });
});

describe('terms ending', () => {
  it('lists the current terms ending within 120 days, soonest first, with the days left', async () => {
    now = start;
    const in119 = await insertSeat(enteredRepId, day(-10), day(119));
    const in120 = await insertSeat(enteredRepId, day(-10), day(120));
    const in121 = await insertSeat(enteredRepId, day(-10), day(121));
    const ended = await insertSeat(enteredRepId, day(-400), day(-1));
    const notStarted = await insertSeat(enteredRepId, day(5), day(50));
    const vacant = await insertSeat(null, day(-10), day(30));
    const res = await as('basic').post(`/api/charities/${charityId}/terms-ending/read`, {});
    expect(res.statusCode, res.body).toBe(200);
    const terms = json(res).terms as { mandateId: number; daysLeft: number; endDate: string; member: { lastName: string } }[];
    const ids = terms.map((term) => term.mandateId);
    expect(ids).toEqual([seat.entered, in119, in120]);
    expect(ids).not.toContain(in121);
    for (const id of [ended, notStarted, vacant]) expect(ids).not.toContain(id);
    expect(terms[0]).toMatchObject({ endDate: day(100), daysLeft: 100, member: { lastName: 'Entered' } });
    expect(terms[1]!.daysLeft).toBe(119);
    // Paged.
    const page = json(await as('basic').post(`/api/charities/${charityId}/terms-ending/read`, { Pagination: { Page: 2, ItemsPerPage: 2 } }));
    expect(page).toMatchObject({ total: 3, terms: [{ mandateId: in120 }] });
    // The product's clock decides what 'today' is.
    clockAt(30);
    expect(json(await as('basic').post(`/api/charities/${charityId}/terms-ending/read`, {})).terms.map((term: { mandateId: number }) => term.mandateId)).toContain(in121);
    now = start;
    await t.deps.db.update(charityMandates).set({ deletedAt: new Date() }).where(inArray(charityMandates.id, [in119, in120, in121, ended, notStarted, vacant]));
    expect((await as('other').post(`/api/charities/${charityId}/terms-ending/read`, {})).statusCode).toBe(403);
  });
});

describe('the Terms ending job and Draft the posting', () => {
  const run = async () => {
    const res = await as('staff').post('/api/staff/scheduled-jobs/terms-ending/run');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).outcome).toBe('succeeded');
    return json(res).summary as Record<string, number>;
  };
  const mailsAbout = async (mandateId: number) =>
    (await t.deps.db.select().from(outbox).where(gt(outbox.id, 0)).orderBy(asc(outbox.id))).filter((m) => m.text.includes(`/charity-postings?draft=${mandateId}`));

  it('tells the representatives who may post at 90 days, once, in their language, and again at 60', async () => {
    clockAt(10);
    expect((await run()).termsNoticed).toBeGreaterThanOrEqual(1);
    const first = await mailsAbout(seat.entered);
    expect(first.map((m) => m.to).sort()).toEqual([callers.admin.user.email, callers.postingManager.user.email].map((e) => e.toLowerCase()).sort());
    const english = first.find((m) => m.to === callers.admin.user.email.toLowerCase())!;
    const endsOn = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day(100)}T00:00:00Z`));
    expect(english.subject).toBe(`A board term ends on ${endsOn}`);
    expect(english.text).toContain('Eli Entered as Keeper of Books');
    const french = first.find((m) => m.to === callers.postingManager.user.email.toLowerCase())!;
    expect(french.subject).toMatch(/^Un mandat au conseil se termine le \d+ \S+ \d{4}$/);

    // Run again, and a day later: nothing more.
    await run();
    clockAt(11);
    await run();
    expect(await mailsAbout(seat.entered)).toHaveLength(2);

    // 60 days left (the job missed the day itself): the second notice, once.
    clockAt(45);
    await run();
    await run();
    expect(await mailsAbout(seat.entered)).toHaveLength(4);
    const notices = await t.deps.db.select().from(boardTermNotices).where(eq(boardTermNotices.charityMandateId, seat.entered));
    expect(notices.map((n) => n.days).sort()).toEqual([60, 90]);
    // A term moved to another end is noticed again for it.
    await as('admin').put(`/api/charities/mandates/${seat.entered}`, { charityId, charityPositionId: treasurerId, charityRepresentativeId: enteredRepId, startDate: day(-200), endDate: day(130) });
    expect(await t.deps.db.select().from(boardTermNotices).where(eq(boardTermNotices.charityMandateId, seat.entered))).toEqual([]);
    now = start;
  });

  it('drafts the posting for the seat: the position, the mandate after the term, the member’s skills and the gaps', async () => {
    now = start;
    const res = await as('admin').get(`/api/charities/mandates/${seat.candidate}/posting-draft`);
    expect(res.statusCode, res.body).toBe(200);
    const startDate = day(401);
    expect(json(res)).toEqual({
      mandateId: seat.candidate,
      charityPositionId: chairId,
      startDate,
      endDate: termEnd(startDate, 2),
      expiryDate: day(400),
      skills: [skill.Governance, skill['Finance & Accounting'], skill.Legal, skill.Fundraising].sort((a, b) => a! - b!),
    });
    expect(termEnd('2027-07-01', 2)).toBe('2029-06-30');
    expect((await as('postingManager').get(`/api/charities/mandates/${seat.candidate}/posting-draft`)).statusCode).toBe(200);
    expect((await as('staff').get(`/api/charities/mandates/${seat.candidate}/posting-draft`)).statusCode).toBe(200);
  });

  it('refuses a draft to those who may not post, to another charity, and for unknown or huge ids', async () => {
    expect((await as('basic').get(`/api/charities/mandates/${seat.candidate}/posting-draft`)).statusCode).toBe(403);
    expect((await as('boardManager').get(`/api/charities/mandates/${seat.candidate}/posting-draft`)).statusCode).toBe(403);
    expect((await as('other').get(`/api/charities/mandates/${seat.candidate}/posting-draft`)).statusCode).toBe(403);
    expect((await as(null).get(`/api/charities/mandates/${seat.candidate}/posting-draft`)).statusCode).toBe(401);
    expect((await as('admin').get('/api/charities/mandates/999999/posting-draft')).statusCode).toBe(404);
    // A vacant seat is drafted too: its position, and the board's gaps.
    const vacant = await insertSeat(null, null, null);
    expect(json(await as('admin').get(`/api/charities/mandates/${vacant}/posting-draft`))).toMatchObject({ charityPositionId: treasurerId, startDate: base, expiryDate: null, skills: [skill['Finance & Accounting'], skill.Fundraising].sort((a, b) => a! - b!) });
    expect((await as('admin').get('/api/charities/mandates/99999999999999/posting-draft')).statusCode).toBe(400);
    expect((await as('admin').get('/api/charities/mandates/1%00/posting-draft')).statusCode).toBe(400);
  });
});
