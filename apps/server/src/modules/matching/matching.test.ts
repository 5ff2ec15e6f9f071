import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CharityRepresentativeRole, PostingStatus, SUGGESTIONS_LIMIT } from '@boardmatch/shared';
import { json, setupTestApp, TEST_PASSWORD, type Caller } from '../../../test/helpers.ts';
import { createCandidate, createCharityRepresentative, createStaff } from '../../../test/factories.ts';
import { createPosting, dayFromToday } from '../../../test/postings-factory.ts';
import { addresses, candidateFocusAreas, candidateMatchingPreferences, candidateSkills, candidates, charityFocusAreas, outbox, users } from '../../db/schema/index.ts';

const t = setupTestApp();
const SKILLS = [2, 3, 4];
let rep: Caller;
let secondRep: Caller;
let basic: Caller;
let otherRep: Caller;
let staff: Caller;
let staffAsRep: Caller;
let charityId: number;
let postingId: number;
let region: { id: number; countryId: number };
const people: Record<string, { id: number; email: string; caller?: Caller }> = {};

interface Profile {
  skills: number[];
  causes?: number[];
  city?: string;
  reviewable?: boolean;
  boardExperience?: number;
  language?: 'en' | 'fr';
  signIn?: boolean;
}

/** A candidate with exactly these skills and causes, who allows review unless told. */
async function candidate(name: string, p: Profile) {
  const db = t.deps.db;
  const made = await createCandidate(db, { firstName: name, lastName: 'Fit' });
  const id = made.candidate.id;
  await db.delete(candidateSkills).where(eq(candidateSkills.candidateId, id));
  await db.delete(candidateFocusAreas).where(eq(candidateFocusAreas.candidateId, id));
  if (p.skills.length) await db.insert(candidateSkills).values(p.skills.map((skillId) => ({ candidateId: id, skillId })));
  if (p.causes?.length) await db.insert(candidateFocusAreas).values(p.causes.map((focusAreaId) => ({ candidateId: id, focusAreaId })));
  if (p.city) await db.insert(addresses).values({ city: p.city, regionId: region.id, countryId: region.countryId, userInformationId: (made.user as { userInformation: { id: number } }).userInformation.id });
  if (p.language) await db.update(users).set({ preferredLanguage: p.language }).where(eq(users.id, made.user.id));
  await db.insert(candidateMatchingPreferences).values({ candidateId: id, permissionToViewInformation: p.reviewable ?? true, candidateBoardExperienceTypeId: p.boardExperience ?? null });
  people[name] = { id, email: made.user.email, caller: p.signIn ? await t.as(made.user) : undefined };
  return id;
}

const suggestions = (who: Caller, id = postingId) => who.get(`/api/charities/postings/${id}/suggested-candidates`);
const invite = (who: Caller, candidateId: number, id = postingId) => who.post(`/api/charities/postings/${id}/invite-to-apply`, { candidateId });
const mailTo = (email: string) => t.deps.db.select().from(outbox).where(eq(outbox.to, email.toLowerCase()));

beforeAll(async () => {
  const db = t.deps.db;
  region = (await t.regions())[0]!;
  const r = await createCharityRepresentative(db, { firstName: 'Rita', lastName: 'Rep' });
  charityId = r.charityId;
  rep = await t.as(r.user);
  secondRep = await t.as((await createCharityRepresentative(db, { charityId })).user);
  basic = await t.as((await createCharityRepresentative(db, { charityId, roleId: CharityRepresentativeRole.basicAccess })).user);
  otherRep = await t.as((await createCharityRepresentative(db)).user);
  const s = await createStaff(db);
  staff = await t.as(s.user);
  const acting = await staff.post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: r.user.id, adminUsername: s.user.email, adminPassword: TEST_PASSWORD });
  expect(acting.statusCode, acting.body).toBe(200);
  staffAsRep = t.withToken(json(acting).token);
  await db.insert(addresses).values({ city: 'Halifax', regionId: region.id, countryId: region.countryId, charityId });
  await db.insert(charityFocusAreas).values([{ charityId, focusAreaId: 5 }]);
  postingId = (await createPosting(db, { charityId, skillIds: SKILLS })).posting.id;

  await candidate('Best', { skills: [...SKILLS, 9], causes: [5], city: 'Halifax', boardExperience: 3, signIn: true });
  await candidate('Middle', { skills: [2, 3], causes: [5], language: 'fr' });
  await candidate('Hidden', { skills: SKILLS, causes: [5], city: 'Halifax', reviewable: false });
  await candidate('Applicant', { skills: SKILLS, causes: [5], city: 'Halifax', signIn: true });
  for (let i = 0; i < 12; i++) await candidate(`Filler${String(i).padStart(2, '0')}`, { skills: [2] });
  await db.update(candidates).set({ onboardingComplete: true });
  const applied = await people.Applicant!.caller!.post('/api/candidates/applications', { postingId, description: 'I keep books.' });
  expect(applied.statusCode, applied.body).toBe(201);
});

describe('suggested candidates', () => {
  it('ranks the ten who fit best among those who allow review, with why and gaps; never one who applied', async () => {
    const res = await suggestions(rep);
    expect(res.statusCode, res.body).toBe(200);
    const { candidates: list } = json(res) as { candidates: { id: number; firstName: string; fit: { score: number; reasons: { kind: string; ids?: number[] }[]; gaps: { kind: string; ids?: number[] }[] }; invited: boolean }[] };
    expect(list).toHaveLength(SUGGESTIONS_LIMIT);
    expect(list.map((c) => c.firstName).slice(0, 2)).toEqual(['Best', 'Middle']);
    const scores = list.map((c) => c.fit.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const names = list.map((c) => c.firstName);
    expect(names).not.toContain('Hidden');
    expect(names).not.toContain('Applicant');

    const best = list[0]!;
    expect(best.fit.reasons).toContainEqual({ kind: 'skills', ids: SKILLS });
    expect(best.fit.reasons).toContainEqual({ kind: 'causes', ids: [5] });
    expect(best.fit.reasons).toContainEqual({ kind: 'place', level: 'city' });
    expect(best.fit.gaps.find((g) => g.kind === 'skills')).toBeUndefined();
    const middle = list[1]!;
    expect(middle.fit.gaps).toContainEqual({ kind: 'skills', ids: [4] });
    expect(middle.fit.gaps).toContainEqual({ kind: 'place', level: 'unknown' });
    expect(list.every((c) => c.invited === false)).toBe(true);
    // Nothing private leaves: no e-mail.
    expect(res.body).not.toContain(people.Best!.email);
  });

  it('answers 404 for another charity, 403 for Basic Access, a candidate and staff, 400 for a closed posting', async () => {
    expect((await suggestions(otherRep)).statusCode).toBe(404);
    expect((await suggestions(basic)).statusCode).toBe(403);
    expect((await suggestions(people.Best!.caller!)).statusCode).toBe(403);
    expect((await suggestions(staff)).statusCode).toBe(403);
    // Staff acting as the representative see what the representative sees.
    expect((await suggestions(staffAsRep)).statusCode).toBe(200);
    expect((await suggestions(t.anonymous)).statusCode).toBe(401);
    expect((await suggestions(rep, 999_999)).statusCode).toBe(404);
    expect((await suggestions(rep, 99_999_999_999_999 as number)).statusCode).toBe(400);
    const closed = (await createPosting(t.deps.db, { charityId, skillIds: SKILLS, statusId: PostingStatus.fulfilled })).posting.id;
    const expired = (await createPosting(t.deps.db, { charityId, skillIds: SKILLS, expiryDate: dayFromToday(-1) })).posting.id;
    for (const id of [closed, expired]) {
      const res = await suggestions(rep, id);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toMatch(/closed or expired/);
      expect((await invite(rep, people.Best!.id, id)).statusCode).toBe(400);
    }
  });
});

describe('invite to apply', () => {
  it('sends one e-mail per candidate and posting, however often it is asked, and shows Invited after', async () => {
    const first = await invite(rep, people.Best!.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({ postingId, candidateId: people.Best!.id });
    // A double click, and another representative of the charity: the same invitation, no second mail.
    const [again, other] = await Promise.all([invite(rep, people.Best!.id), invite(secondRep, people.Best!.id)]);
    expect(again.statusCode).toBe(200);
    expect(other.statusCode).toBe(200);
    const mails = await mailTo(people.Best!.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/invites you to apply/);
    expect(mails[0]!.text).toContain(`/search?pid=${postingId}`);
    expect(mails[0]!.text).toMatch(/you may ignore this message/);
    const list = json(await suggestions(secondRep)).candidates as { id: number; invited: boolean }[];
    expect(list.find((c) => c.id === people.Best!.id)!.invited).toBe(true);
  });

  it('writes in the candidate’s language', async () => {
    expect((await invite(rep, people.Middle!.id)).statusCode).toBe(200);
    const [mail] = await mailTo(people.Middle!.email);
    expect(mail!.subject).toMatch(/vous invite à postuler/);
  });

  it('refuses a candidate who does not allow review, one who applied, another charity and Basic Access', async () => {
    expect((await invite(rep, people.Hidden!.id)).statusCode).toBe(404);
    expect((await invite(rep, people.Applicant!.id)).statusCode).toBe(409);
    expect((await invite(otherRep, people.Best!.id)).statusCode).toBe(404);
    expect((await invite(basic, people.Best!.id)).statusCode).toBe(403);
    expect((await rep.post(`/api/charities/postings/${postingId}/invite-to-apply`, { candidateId: 'a\u0000' })).statusCode).toBe(400);
    expect((await mailTo(people.Hidden!.email))).toHaveLength(0);
  });
});

describe('recommended for you', () => {
  it('lists open postings that fit the candidate, invited first; never expired, closed or applied ones', async () => {
    const db = t.deps.db;
    const expired = (await createPosting(db, { skillIds: SKILLS, expiryDate: dayFromToday(-1) })).posting.id;
    const closed = (await createPosting(db, { skillIds: SKILLS, statusId: PostingStatus.fulfilled })).posting.id;
    const elsewhere = (await createPosting(db, { skillIds: [2, 3, 4, 9] })).posting.id;
    const applied = (await createPosting(db, { skillIds: SKILLS })).posting.id;
    expect((await people.Best!.caller!.post('/api/candidates/applications', { postingId: applied, description: 'Me' })).statusCode).toBe(201);

    const res = await people.Best!.caller!.get('/api/candidates/recommended-postings');
    expect(res.statusCode, res.body).toBe(200);
    const list = json(res).postings as { id: number; invited: boolean; charityName: string; fit: { reasons: { kind: string; ids?: number[] }[] } }[];
    const ids = list.map((p) => p.id);
    expect(ids[0]).toBe(postingId);
    expect(list[0]!.invited).toBe(true);
    expect(ids).toContain(elsewhere);
    expect(list.find((p) => p.id === elsewhere)!.fit.reasons).toContainEqual({ kind: 'skills', ids: [2, 3, 4, 9] });
    for (const gone of [expired, closed, applied]) expect(ids).not.toContain(gone);

    // Only the signed-in candidate: a representative is refused.
    expect((await rep.get('/api/candidates/recommended-postings')).statusCode).toBe(403);
    expect((await t.anonymous.get('/api/candidates/recommended-postings')).statusCode).toBe(401);
  });
});
