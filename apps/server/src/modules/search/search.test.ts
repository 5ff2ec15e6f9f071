import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addresses,
  applications,
  candidateExperiences,
  candidateFocusAreas,
  candidateMatchingPreferences,
  candidateSkills,
  candidates,
  charities,
  charityMandates,
  charityPositions,
  charityPostingSkills,
  charityPostings,
  charityPrograms,
  charitySocialMediaLinks,
  charityFocusAreas,
  users,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';
import { createCandidate, createCharity } from '../../../test/factories.ts';

const ONTARIO = 9;
const CANADA = 1;

const t = setupTestApp();
const callers = {} as Record<'candidate' | 'other' | 'rep' | 'staff', Caller>;
const ids: Record<string, number> = {};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function charity(db: Db, name: string, texts: { quote?: string; mandate?: string; vision?: string } = {}, city = 'Toronto') {
  const c = await createCharity(db, { name });
  if (Object.keys(texts).length) await db.update(charities).set(texts).where(eq(charities.id, c.id));
  await db.insert(addresses).values({ city, regionId: ONTARIO, countryId: CANADA, charityId: c.id });
  return c.id;
}

async function posting(db: Db, charityId: number, position: string, o: { expires?: number; status?: number; deleted?: boolean; description?: string; skills?: number[]; posted?: number } = {}) {
  const [pos] = await db.insert(charityPositions).values({ charityId, name: position }).returning();
  const [p] = await db
    .insert(charityPostings)
    .values({
      charityId,
      charityPositionId: pos!.id,
      description: o.description ?? `<p>Join our board as ${position}.</p>`,
      startDate: day(60),
      endDate: day(800),
      expiryDate: day(o.expires ?? 30),
      charityPostingStatusId: o.status ?? 1,
      deletedAt: o.deleted ? new Date() : null,
      datePosted: new Date(Date.now() - (o.posted ?? 0) * 86_400_000),
    })
    .returning();
  if (o.skills?.length) await db.insert(charityPostingSkills).values(o.skills.map((skillId) => ({ charityPostingId: p!.id, skillId })));
  return { postingId: p!.id, positionId: pos!.id };
}

async function reviewable(db: Db, name: { firstName: string; lastName: string }, prefs: { permission: boolean; withdraw?: boolean } | null, o: { disabled?: boolean } = {}) {
  const { candidate, user } = await createCandidate(db, name);
  if (prefs) await db.insert(candidateMatchingPreferences).values({ candidateId: candidate.id, permissionToViewInformation: prefs.permission, withdrawParticipation: prefs.withdraw ?? false });
  if (o.disabled) await db.update(candidates).set({ isDisabled: true }).where(eq(candidates.id, candidate.id));
  return { candidateId: candidate.id, user };
}

beforeAll(async () => {
  const db = t.deps.db;
  ids.literacy = await charity(db, 'Riverside Literacy Council', { mandate: '<p>We teach <b>accounting</b> and reading to families.</p>', quote: '<p>Every reader counts.</p>' });
  ids.food = await charity(db, 'Harbour Food Bank', { vision: 'A city where nobody is hungry and literacy is for all.' }, 'Ottawa');
  ids.arts = await charity(db, 'Northern Arts Collective', { vision: '<i>Arts</i> for all' }, 'Sudbury');
  for (let i = 1; i <= 7; i++) await charity(db, `Zeta Paging Charity ${i}`);
  ids.disabled = await charity(db, 'Hidden Disabled Charity');
  await db.update(charities).set({ isDisabled: true }).where(eq(charities.id, ids.disabled));
  ids.deleted = await charity(db, 'Deleted Literacy Charity');
  await db.update(charities).set({ deletedAt: new Date() }).where(eq(charities.id, ids.deleted));

  const treasurer = await posting(db, ids.literacy, 'Treasurer', { skills: [1, 2], description: '<p>Keep the books and oversee the audit.</p>', posted: 3 });
  ids.treasurer = treasurer.postingId;
  ids.treasurerPosition = treasurer.positionId;
  ids.expired = (await posting(db, ids.literacy, 'Director', { expires: -1, posted: 2 })).postingId;
  ids.deletedPosting = (await posting(db, ids.literacy, 'Secretary', { deleted: true })).postingId;
  ids.fulfilled = (await posting(db, ids.literacy, 'Vice-Chair', { status: 2 })).postingId;
  ids.chair = (await posting(db, ids.food, 'Chair', { expires: 80, skills: [3], posted: 1 })).postingId;
  ids.today = (await posting(db, ids.arts, 'Fundraising Lead', { expires: 0, posted: 0 })).postingId;
  await posting(db, ids.deleted, 'Chair');
  await db.insert(charityPrograms).values({ charityId: ids.literacy, name: 'Family Reading', details: 'Evenings at the library' });
  await db.insert(charitySocialMediaLinks).values({ charityId: ids.literacy, socialMediaTypeId: 1, url: 'https://example.org/riverside' });

  // Sessions.
  const applicant = await createCandidate(db, { firstName: 'Ada', lastName: 'Applicant' });
  ids.applicant = applicant.candidate.id;
  await db.insert(applications).values({ postingId: ids.treasurer, candidateId: applicant.candidate.id, charityId: ids.literacy, charityPositionId: treasurer.positionId, description: 'I keep books.' });
  callers.candidate = await t.as(applicant.user);
  callers.other = await t.as('candidate');
  const rep = await t.as('representative', { charityId: ids.literacy, firstName: 'Rita', lastName: 'Reader' });
  callers.rep = rep;
  await db.insert(charityMandates).values({ charityId: ids.literacy, charityPositionId: treasurer.positionId, charityRepresentativeId: rep.representative.id, startDate: day(-100), endDate: day(300) });
  callers.staff = await t.as('staff');

  // Candidates a charity may or may not find.
  const visible = await reviewable(db, { firstName: 'Morgan', lastName: 'Whitfield' }, { permission: true });
  ids.visible = visible.candidateId;
  await db.insert(candidateExperiences).values([
    { candidateId: visible.candidateId, title: 'Chief Financial Officer', organizationName: 'Maple Bank', startDate: day(-900) },
    { candidateId: visible.candidateId, title: 'Junior Clerk', organizationName: 'Old Shop', startDate: day(-3000), endDate: day(-1000) },
  ]);
  const info = (await t.deps.db.query.userInformations.findFirst({ where: (u, { eq: e }) => e(u.userId, visible.user.id) }))!;
  await db.insert(addresses).values({ city: 'Toronto', regionId: ONTARIO, countryId: CANADA, userInformationId: info.id });
  ids.visible2 = (await reviewable(db, { firstName: 'Jordan', lastName: 'Abbott' }, { permission: true })).candidateId;
  ids.noPermission = (await reviewable(db, { firstName: 'Hidden', lastName: 'Nopermission' }, { permission: false })).candidateId;
  ids.withdrawn = (await reviewable(db, { firstName: 'Hidden', lastName: 'Withdrawn' }, { permission: true, withdraw: true })).candidateId;
  ids.disabledCandidate = (await reviewable(db, { firstName: 'Hidden', lastName: 'Disabled' }, { permission: true }, { disabled: true })).candidateId;
  ids.noPrefs = (await reviewable(db, { firstName: 'Hidden', lastName: 'Noprefs' }, null)).candidateId;
});

/** Calls as the caller given; null for no session. */
const post = (url: string, who: Caller | null, body: object) => (who ?? t.anonymous).post(url, body);
const get = (url: string, who: Caller | null = null) => (who ?? t.anonymous).get(url);
const names = (body: Record<string, any>, key = 'charities') => body[key].map((c: { name: string }) => c.name);

describe('charity list', () => {
  it('lists not deleted, not disabled charities by name, paged in SQL with the total', async () => {
    const first = json(await post('/api/charities/read-public', null, { Pagination: { Page: 1, ItemsPerPage: 6 } }));
    expect(first.total).toBe(10);
    expect(first.charities).toHaveLength(6);
    expect(names(first).slice(0, 3)).toEqual(['Harbour Food Bank', 'Northern Arts Collective', 'Riverside Literacy Council']);
    const second = json(await post('/api/charities/read-public', null, { Pagination: { Page: 2, ItemsPerPage: 6 } }));
    expect(second.charities).toHaveLength(4);
    expect(names(second)).not.toContain('Hidden Disabled Charity');
    expect([...names(first), ...names(second)]).not.toContain('Deleted Literacy Charity');
  });

  it('answers the tile: location, plain-text description, open posting count', async () => {
    const body = json(await post('/api/charities/read', callers.candidate, { Filters: [{ name: 'charityId', values: [ids.literacy, ids.arts] }] }));
    const literacy = body.charities.find((c: { id: number }) => c.id === ids.literacy);
    expect(literacy).toMatchObject({ name: 'Riverside Literacy Council', city: 'Toronto', region: 'ON', country: 'Canada', description: 'Every reader counts.', profileImageId: null });
    // Treasurer only: the expired, deleted and fulfilled postings do not count.
    expect(literacy.activePostingCount).toBe(1);
    const arts = body.charities.find((c: { id: number }) => c.id === ids.arts);
    expect(arts.description).toBe('Arts for all');
  });

  it("finds 'accountant' in a charity whose text says 'accounting' (stemming)", async () => {
    const body = json(await post('/api/charities/read-public', null, { Search: 'accountant' }));
    expect(names(body)).toEqual(['Riverside Literacy Council']);
  });

  it('tolerates a typo in a name', async () => {
    expect(names(json(await post('/api/charities/read-public', null, { Search: 'Harbur' })))).toContain('Harbour Food Bank');
    expect(names(json(await post('/api/charities/read-public', null, { Search: 'Litercy' })))).toContain('Riverside Literacy Council');
  });

  it('ranks a match in the name above a match in the text', async () => {
    const body = json(await post('/api/charities/read-public', null, { Search: 'literacy' }));
    expect(names(body)).toEqual(['Riverside Literacy Council', 'Harbour Food Bank']);
    expect(body.total).toBe(2);
  });

  it('filters by city and province', async () => {
    expect(names(json(await post('/api/charities/read-public', null, { Filters: [{ name: 'City', values: ['OTTAWA'] }] })))).toEqual(['Harbour Food Bank']);
    expect(json(await post('/api/charities/read-public', null, { Filters: [{ name: 'Province', values: [2] }] })).total).toBe(0);
  });

  it('refuses the signed-in call without a session and answers 400 to bad filters', async () => {
    expect((await post('/api/charities/read', null, {})).statusCode).toBe(401);
    expect((await post('/api/charities/read-public', null, { Filters: [{ name: 'Province', values: ['Ontario'] }] })).statusCode).toBe(400);
    expect((await post('/api/charities/read-public', null, { Filters: [{ name: 'charityId', values: [true] }] })).statusCode).toBe(400);
    expect((await post('/api/charities/read-public', null, { Pagination: { Page: 1, ItemsPerPage: 0 } })).statusCode).toBe(400);
    expect((await post('/api/charities/read-public', null, { Search: 'x'.repeat(600) })).statusCode).toBe(400);
    expect((await post('/api/charities/read-public', null, { Pagination: { Page: 1e20, ItemsPerPage: 6 } })).statusCode).toBe(400);
    expect((await post('/api/charities/read-public', null, { Filters: [{ name: 'charityId', values: [3_000_000_000] }] })).statusCode).toBe(400);
    expect((await post('/api/charities/postings/read-public', null, { Filters: [{ name: 'Positions', values: [3_000_000_000] }] })).statusCode).toBe(400);
    // Search syntax is never an error.
    expect((await post('/api/charities/read-public', null, { Search: '"unclosed -or ( & | !' })).statusCode).toBe(200);
  });
});

describe('posting list', () => {
  const postingIds = (body: Record<string, any>) => body.postings.map((p: { id: number }) => p.id);

  it('shows only open, not expired, not deleted postings of live charities, newest first', async () => {
    const body = json(await post('/api/charities/postings/read-public', null, {}));
    expect(postingIds(body)).toEqual([ids.today, ids.chair, ids.treasurer]);
    expect(body.total).toBe(3);
    const treasurer = body.postings[2];
    expect(treasurer).toMatchObject({
      charityId: ids.literacy,
      charity: { id: ids.literacy, name: 'Riverside Literacy Council', city: 'Toronto', region: 'ON' },
      charityPosition: { name: 'Treasurer', isNotBoard: false },
      charityPostingStatusId: 1,
      applied: false,
      matchingSkillIds: [],
    });
    expect(treasurer.candidateSkill.map((s: { id: number }) => s.id).sort()).toEqual([1, 2]);
  });

  it('marks applied postings and matching skills for the signed-in candidate, and filters on applied', async () => {
    const body = json(await post('/api/charities/postings/read', callers.candidate, {}));
    const treasurer = body.postings.find((p: { id: number }) => p.id === ids.treasurer);
    expect(treasurer.applied).toBe(true);
    // The factory gives every candidate skill 1.
    expect(treasurer.matchingSkillIds).toEqual([1]);
    expect(treasurer.candidateSkill).toContainEqual({ id: 1, name: expect.any(String) });
    expect(body.postings.find((p: { id: number }) => p.id === ids.chair).applied).toBe(false);
    expect(postingIds(json(await post('/api/charities/postings/read', callers.candidate, { Filters: [{ name: 'applied', values: [true] }] })))).toEqual([ids.treasurer]);
    expect(postingIds(json(await post('/api/charities/postings/read', callers.candidate, { Filters: [{ name: 'Applied', values: ['false'] }] })))).toEqual([ids.today, ids.chair]);
    // Another candidate has not applied.
    expect(json(await post('/api/charities/postings/read', callers.other, {})).postings.every((p: { applied: boolean }) => !p.applied)).toBe(true);
  });

  it('lets staff see a candidate view with candidateId, refuses it to another candidate', async () => {
    const staff = json(await post('/api/charities/postings/read', callers.staff, { Filters: [{ name: 'candidateId', values: [ids.applicant] }] }));
    expect(staff.postings.find((p: { id: number }) => p.id === ids.treasurer).applied).toBe(true);
    expect((await post('/api/charities/postings/read', callers.other, { Filters: [{ name: 'candidateId', values: [ids.applicant] }] })).statusCode).toBe(403);
    expect((await post('/api/charities/postings/read', callers.rep, { Filters: [{ name: 'candidateId', values: [ids.applicant] }] })).statusCode).toBe(403);
    expect((await post('/api/charities/postings/read', callers.candidate, { Filters: [{ name: 'candidateId', values: [ids.applicant] }] })).statusCode).toBe(200);
  });

  it('searches posting text, position names (with a typo) and charity names', async () => {
    // 'audits' is in the treasurer posting's text, and the chair posting asks for the Audit & Risk Management skill.
    expect(postingIds(json(await post('/api/charities/postings/read-public', null, { Search: 'audits' }))).sort()).toEqual([ids.treasurer, ids.chair].sort());
    expect(postingIds(json(await post('/api/charities/postings/read-public', null, { Search: 'Tresurer' })))).toEqual([ids.treasurer]);
    expect(postingIds(json(await post('/api/charities/postings/read-public', null, { Search: 'Harbour' })))).toEqual([ids.chair]);
  });

  it('filters by charity, position, skill, city, date range', async () => {
    const read = async (filters: object[]) => postingIds(json(await post('/api/charities/postings/read-public', null, { Filters: filters })));
    expect(await read([{ name: 'charityId', values: [ids.food] }])).toEqual([ids.chair]);
    expect(await read([{ name: 'Positions', values: ['treasurer'] }])).toEqual([ids.treasurer]);
    expect(await read([{ name: 'Positions', values: [ids.treasurerPosition] }])).toEqual([ids.treasurer]);
    expect(await read([{ name: 'skillSet', values: [3] }])).toEqual([ids.chair]);
    expect(await read([{ name: 'City', values: ['sudbury'] }])).toEqual([ids.today]);
    expect(await read([{ name: 'DateRange', values: [0] }])).toEqual([ids.today]);
    expect(await read([{ name: 'DateRange', values: [1] }])).toEqual([ids.today, ids.treasurer]);
    expect(await read([{ name: 'DateRange', values: [3] }])).toEqual([ids.today, ids.chair, ids.treasurer]);
    expect(await read([{ name: 'DateRange', values: [-1] }, { name: 'BoardExperience', values: [1] }])).toHaveLength(3);
    // The Expire filter set to false shows expired open postings too.
    expect(await read([{ name: 'charityId', values: [ids.literacy] }, { name: 'expire', values: [false] }])).toEqual([ids.expired, ids.treasurer]);
  });

  it('pages with the total', async () => {
    const body = json(await post('/api/charities/postings/read-public', null, { Pagination: { Page: 2, ItemsPerPage: 2 } }));
    expect(body.total).toBe(3);
    expect(postingIds(body)).toEqual([ids.treasurer]);
  });

  it('answers 400 to bad filters and 401 without a session on the signed-in call', async () => {
    expect((await post('/api/charities/postings/read', null, {})).statusCode).toBe(401);
    expect((await post('/api/charities/postings/read-public', null, { Filters: [{ name: 'DateRange', values: [7] }] })).statusCode).toBe(400);
    expect((await post('/api/charities/postings/read-public', null, { Filters: [{ name: 'skillSet', values: ['abc'] }] })).statusCode).toBe(400);
    expect((await post('/api/charities/postings/read-public', null, { Filters: [{ name: 'applied', values: ['maybe'] }] })).statusCode).toBe(400);
    expect((await post('/api/charities/postings/read-public', null, { Filters: [{ name: 'candidateId', values: [ids.applicant] }] })).statusCode).toBe(401);
    expect((await post('/api/charities/postings/read-public', null, { Filters: 'x' })).statusCode).toBe(400);
    const unknown = await post('/api/charities/postings/read-public', null, { Filters: [{ name: 'salary', values: [1] }] });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).issues).toEqual([expect.objectContaining({ path: 'Filters.salary' })]);
    expect((await post('/api/charities/read-public', null, { Filters: [{ name: 'skillSet', values: [1] }] })).statusCode).toBe(400);
    expect((await post('/api/charities/postings/read-public', null, { Filters: [{ name: 'BoardExperience', values: [2] }] })).statusCode).toBe(400);
    expect((await post('/api/charities/postings/read-public', null, { Sort: [{ field: 'password', isAscending: true }] })).statusCode).toBe(400);
  });
});

describe('candidate browse', () => {
  const browse = (who: Caller | null, body: object = {}) => post('/api/candidates/browse', who, body);
  const lastNames = (body: Record<string, any>) => body.candidates.map((c: { lastName: string }) => c.lastName);

  it('is for charity representatives only', async () => {
    expect((await browse(null)).statusCode).toBe(401);
    expect((await browse(callers.candidate)).statusCode).toBe(403);
    expect((await browse(callers.staff)).statusCode).toBe(403);
    expect((await browse(callers.rep)).statusCode).toBe(200);
  });

  it('returns only candidates who allowed review and still participate, by last name', async () => {
    const body = json(await browse(callers.rep, { Pagination: { Page: 1, ItemsPerPage: 6 } }));
    expect(lastNames(body)).toEqual(['Abbott', 'Whitfield']);
    expect(body.total).toBe(2);
    expect(body.candidates[1]).toEqual({
      id: ids.visible,
      firstName: 'Morgan',
      lastName: 'Whitfield',
      profileImageUrl: null,
      title: 'Chief Financial Officer',
      organizationName: 'Maple Bank',
      city: 'Toronto',
      region: 'ON',
      profileColour: expect.any(String),
    });
    // Without a current experience: the title given at registration.
    expect(body.candidates[0]).toMatchObject({ title: 'Analyst', organizationName: 'Acme', city: null });
  });

  it('searches names with a typo, experience titles by stem, and pages', async () => {
    expect(lastNames(json(await browse(callers.rep, { Search: 'Whitfeld' })))).toEqual(['Whitfield']);
    expect(lastNames(json(await browse(callers.rep, { Search: 'financial officers' })))).toEqual(['Whitfield']);
    expect(lastNames(json(await browse(callers.rep, { Search: 'Nopermission' })))).toEqual([]);
    const page2 = json(await browse(callers.rep, { Pagination: { Page: 2, ItemsPerPage: 1 } }));
    expect(page2.total).toBe(2);
    expect(lastNames(page2)).toEqual(['Whitfield']);
    expect((await browse(callers.rep, { Filters: [{ name: 'skillSet', values: ['x'] }] })).statusCode).toBe(400);
  });
});

describe('candidate browse: skills and causes by name, languages, ranked by fit', () => {
  const browse = (who: Caller | null, body: object = {}) => post('/api/candidates/browse', who, body);
  const lastNames = (body: Record<string, any>) => body.candidates.map((c: { lastName: string }) => c.lastName);
  // Skills 1 Governance, 2 Finance & Accounting, 5 Legal; causes 1 Arts & Culture, 5 Mental Health & Addictions.
  beforeAll(async () => {
    const db = t.deps.db;
    await db.insert(candidateSkills).values([{ candidateId: ids.visible2!, skillId: 5 }, { candidateId: ids.visible!, skillId: 2 }]);
    await db.insert(candidateFocusAreas).values({ candidateId: ids.visible!, focusAreaId: 5 });
    const abbott = (await db.query.candidates.findFirst({ where: (c, { eq: e }) => e(c.id, ids.visible2!) }))!;
    await db.update(users).set({ preferredLanguage: 'fr' }).where(eq(users.id, abbott.userId));
    await db.insert(charityFocusAreas).values({ charityId: ids.literacy!, focusAreaId: 5 });
  });

  it("finds the holders of a skill or cause the search names, in English or French", async () => {
    expect(lastNames(json(await browse(callers.rep, { Search: 'legal' })))).toEqual(['Abbott']);
    expect(lastNames(json(await browse(callers.rep, { Search: 'droit' })))).toEqual(['Abbott']);
    expect(lastNames(json(await browse(callers.rep, { Search: 'mental health' })))).toEqual(['Whitfield']);
    expect(lastNames(json(await browse(callers.rep, { Search: 'Santé mentale' })))).toEqual(['Whitfield']);
    const governance = json(await browse(callers.rep, { Search: 'gouvern' }));
    expect(lastNames(governance)).toEqual(['Abbott', 'Whitfield']);
    // Counted through the holders of the skill named first (under the cap, the count of every match decides).
    expect(governance).toMatchObject({ total: 2, totalCapped: false });
    // A word the name lacks: no skill is named.
    expect(lastNames(json(await browse(callers.rep, { Search: 'legal whitfield' })))).toEqual([]);
  });

  it('filters by cause and by language; an unknown language is a 400 naming the filter', async () => {
    expect(lastNames(json(await browse(callers.rep, { Filters: [{ name: 'focusAreas', values: [5] }] })))).toEqual(['Whitfield']);
    expect(lastNames(json(await browse(callers.rep, { Filters: [{ name: 'languages', values: ['fr'] }] })))).toEqual(['Abbott']);
    expect(lastNames(json(await browse(callers.rep, { Filters: [{ name: 'languages', values: ['EN'] }] })))).toEqual(['Whitfield']);
    const bad = await browse(callers.rep, { Filters: [{ name: 'languages', values: ['de'] }] });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).issues).toEqual([{ path: 'Filters.languages', message: 'Must be one of en, fr' }]);
  });

  it("ranks by fit for one of the charity's postings, with reasons and gaps", async () => {
    // Treasurer asks Governance and Finance & Accounting; the charity is in Toronto and cares about mental health.
    const body = json(await browse(callers.rep, { Filters: [{ name: 'FitFor', values: [ids.treasurer] }] }));
    expect(lastNames(body)).toEqual(['Whitfield', 'Abbott']);
    const [whitfield, abbott] = body.candidates;
    expect(whitfield.fit.score).toBeGreaterThan(abbott.fit.score);
    expect(whitfield.fit.reasons).toEqual(expect.arrayContaining([{ kind: 'skills', ids: [1, 2] }, { kind: 'causes', ids: [5] }, { kind: 'place', level: 'city' }]));
    expect(abbott.fit.gaps).toEqual(expect.arrayContaining([{ kind: 'skills', ids: [2] }, { kind: 'place', level: 'unknown' }]));
    // The search and filters still choose who is listed.
    expect(lastNames(json(await browse(callers.rep, { Search: 'droit', Filters: [{ name: 'FitFor', values: [ids.treasurer] }] })))).toEqual(['Abbott']);
  });

  it("ranks by what the filters ask when sorted by fit", async () => {
    const body = json(await browse(callers.rep, { Filters: [{ name: 'skillSet', values: [1, 5] }], Sort: [{ field: 'fit', isAscending: false }] }));
    expect(lastNames(body)).toEqual(['Abbott', 'Whitfield']);
    expect(body.candidates[0].fit.reasons).toContainEqual({ kind: 'skills', ids: [1, 5] });
    // Without it, by name and without a fit.
    expect(json(await browse(callers.rep, { Filters: [{ name: 'skillSet', values: [1, 5] }] })).candidates[0].fit).toBeUndefined();
  });

  it("refuses another charity's posting, an unknown one and a bad id", async () => {
    expect((await browse(callers.rep, { Filters: [{ name: 'FitFor', values: [ids.chair] }] })).statusCode).toBe(404);
    expect((await browse(callers.rep, { Filters: [{ name: 'FitFor', values: [99999999] }] })).statusCode).toBe(404);
    expect((await browse(callers.rep, { Filters: [{ name: 'FitFor', values: ['abc'] }] })).statusCode).toBe(400);
    expect((await browse(callers.rep, { Filters: [{ name: 'FitFor', values: [1, 2] }] })).statusCode).toBe(400);
  });
});

describe('filter lists and charity profile', () => {
  it('answers cities (lower-case) and regions in use', async () => {
    expect(json(await get('/api/charities/cities'))).toEqual(['ottawa', 'sudbury', 'toronto']);
    const regions = json(await get('/api/charities/province')) as unknown as { abbreviation: string }[];
    expect(regions.map((r) => r.abbreviation)).toEqual(['ON']);
  });

  it('shows the charity profile, with Information only when signed in', async () => {
    const signedIn = json(await get(`/api/charities/${ids.literacy}/profile`, callers.candidate));
    expect(signedIn).toMatchObject({
      name: 'Riverside Literacy Council',
      city: 'Toronto',
      region: 'ON',
      country: 'Canada',
      programs: [{ name: 'Family Reading', details: 'Evenings at the library' }],
      boardMembers: [{ position: 'Treasurer', firstName: 'Rita', lastName: 'Reader' }],
    });
    expect(signedIn.information.charitableNumber).toMatch(/RR0001/);
    expect(signedIn.openPostings.map((p: { id: number }) => p.id)).toEqual([ids.treasurer]);
    expect(signedIn.socialLinks).toHaveLength(1);
    expect(signedIn.socialLinks[0].type).toEqual(expect.any(String));
    const anonymous = json(await get(`/api/charities/public/${ids.literacy}`));
    expect(anonymous.information).toBeNull();
    expect(anonymous.boardMembers).toHaveLength(1);
  });

  it('answers 401, 404 and 400 where it should', async () => {
    expect((await get(`/api/charities/${ids.literacy}/profile`)).statusCode).toBe(401);
    expect((await get(`/api/charities/public/${ids.deleted}`)).statusCode).toBe(404);
    expect((await get(`/api/charities/public/${ids.disabled}`)).statusCode).toBe(404);
    expect((await get('/api/charities/999999/profile', callers.rep)).statusCode).toBe(404);
    expect((await get('/api/charities/public/abc')).statusCode).toBe(400);
    expect((await get('/api/charities/public/3000000000')).statusCode).toBe(400);
  });
});
