import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPLICATION_NOTE_MAX, ApplicationStatus as S, CharityRepresentativeRole } from '@boardmatch/shared';
import { json, setupTestApp, type Caller } from '../../../test/helpers.ts';
import { createCandidate, createCharityRepresentative, createStaff } from '../../../test/factories.ts';
import { createPosting } from '../../../test/postings-factory.ts';
import { applications, outbox, users } from '../../db/schema/index.ts';

// The product's clock, moved by the test of the waiting days.
let now: Date | null = null;
const t = setupTestApp({ now: () => now ?? new Date() });
let candidate: Caller;
let rep: Caller & { charityId: number };
let basic: Caller;
let otherRep: Caller;
let staff: Caller;
let applicationId: number;

beforeAll(async () => {
  const c = await createCandidate(t.deps.db, { firstName: 'Ada', lastName: 'Applicant' });
  candidate = await t.as(c.user);
  const r = await createCharityRepresentative(t.deps.db, { firstName: 'Rita', lastName: 'Rep' });
  rep = { ...(await t.as(r.user)), charityId: r.charityId };
  basic = await t.as((await createCharityRepresentative(t.deps.db, { charityId: r.charityId, roleId: CharityRepresentativeRole.basicAccess })).user);
  otherRep = await t.as((await createCharityRepresentative(t.deps.db)).user);
  staff = await t.as((await createStaff(t.deps.db, { firstName: 'Sam', lastName: 'Staff' })).user);
  const { posting } = await createPosting(t.deps.db, { charityId: r.charityId });
  const applied = await candidate.post('/api/candidates/applications', { postingId: posting.id, description: 'I keep books.' });
  expect(applied.statusCode, applied.body).toBe(201);
  applicationId = json(applied).id;
});

const pipeline = (who: Caller, id = applicationId) => who.get(`/api/candidates/applications/${id}/pipeline`);
const addNote = (who: Caller, note: unknown, id = applicationId) => who.post(`/api/candidates/applications/${id}/notes`, { note });
const star = (who: Caller, shortlisted: unknown, id = applicationId) => who.put(`/api/candidates/applications/${id}/shortlist`, { shortlisted });
const charityList = (who: Caller, filters: object[] = []) => who.post('/api/candidates/applications/read', { Filters: [{ name: 'charityId', values: [rep.charityId] }, ...filters] });

describe("an application's history, private notes and shortlist", () => {
  it('shows each move with who made it and when', async () => {
    const moved = await rep.patch(`/api/candidates/applications/${applicationId}`, [{ op: 'replace', path: '/applicationStatusId', value: S.underReview }]);
    expect(moved.statusCode, moved.body).toBe(200);
    const res = await pipeline(rep);
    expect(res.statusCode, res.body).toBe(200);
    const { history } = json(res);
    expect(history.map((h: { status: { id: number }; by: string }) => [h.status.id, h.by])).toEqual([
      [S.applied, 'Ada Applicant'],
      [S.underReview, 'Rita Rep'],
    ]);
    expect(Number.isNaN(Date.parse(history[1].at))).toBe(false);
  });

  it('keeps notes with their author and time, for the charity and staff', async () => {
    const added = await addNote(rep, '  Strong on audits; call Tuesday.  ');
    expect(added.statusCode, added.body).toBe(201);
    expect(json(added)).toMatchObject({ note: 'Strong on audits; call Tuesday.', author: 'Rita Rep' });
    expect((await addNote(staff, 'Program staff followed up.')).statusCode).toBe(201);
    for (const reader of [rep, staff]) {
      const { notes } = json(await pipeline(reader));
      expect(notes.map((n: { note: string; author: string }) => [n.note, n.author])).toEqual([
        ['Strong on audits; call Tuesday.', 'Rita Rep'],
        ['Program staff followed up.', 'Sam Staff'],
      ]);
    }
  });

  it('never shows the history, notes or star to the candidate, another charity or Basic Access', async () => {
    for (const who of [candidate, otherRep, basic]) {
      expect((await pipeline(who)).statusCode).toBe(403);
      expect((await addNote(who, 'Peek')).statusCode).toBe(403);
      expect((await star(who, true)).statusCode).toBe(403);
    }
    expect((await t.anonymous.get(`/api/candidates/applications/${applicationId}/pipeline`)).statusCode).toBe(401);
  });

  it('refuses an empty or overlong note in words, and ids that name nothing', async () => {
    const empty = await addNote(rep, '   ');
    expect(empty.statusCode).toBe(400);
    expect(json(empty).issues[0].path).toBe('note');
    expect((await addNote(rep, 'x'.repeat(APPLICATION_NOTE_MAX + 1))).statusCode).toBe(400);
    expect((await pipeline(rep, 2_147_483_647)).statusCode).toBe(404);
    expect((await rep.get('/api/candidates/applications/99999999999/pipeline')).statusCode).toBe(400);
    expect((await rep.get('/api/candidates/applications/1%00/pipeline')).statusCode).toBe(400);
    expect((await star(rep, 'yes')).statusCode).toBe(400);
  });

  it('stars and unstars; the list filters on the star, which the candidate never sees', async () => {
    expect(json(await star(rep, true))).toEqual({ shortlisted: true });
    expect(json(await star(rep, true))).toEqual({ shortlisted: true });
    const starred = json(await charityList(rep, [{ name: 'shortlisted', values: [true] }]));
    expect(starred.applications.map((a: { id: number; shortlisted: boolean }) => [a.id, a.shortlisted])).toEqual([[applicationId, true]]);
    expect(json(await pipeline(rep)).shortlisted).toBe(true);

    const own = json(await candidate.post('/api/candidates/applications/read', {}));
    expect(own.applications.find((a: { id: number }) => a.id === applicationId).shortlisted).toBe(false);
    expect((await candidate.post('/api/candidates/applications/read', { Filters: [{ name: 'shortlisted', values: [true] }] })).statusCode).toBe(403);

    expect(json(await star(staff, false))).toEqual({ shortlisted: false });
    expect(json(await charityList(rep, [{ name: 'shortlisted', values: [true] }])).applications).toEqual([]);
  });
});

describe('the waiting shown on each application', () => {
  it('counts the working days an application waits in Applied, overdue from 10, and nothing once answered', async () => {
    const { posting } = await createPosting(t.deps.db, { charityId: rep.charityId });
    const [row] = await t.deps.db
      .insert(applications)
      .values({ postingId: posting.id, candidateId: (await createCandidate(t.deps.db)).candidate.id, charityId: rep.charityId, charityPositionId: posting.charityPositionId, description: 'Hi', applicationDate: new Date('2027-06-14T14:00:00Z') })
      .returning();
    const waitingOf = async () => {
      const list = json(await charityList(rep, [{ name: 'postingId', values: [posting.id] }]));
      return list.applications.find((a: { id: number }) => a.id === row!.id).waiting;
    };
    // Applied on Monday 14 June 2027; Friday is 4 working days later, and the second Monday after is the 10th.
    now = new Date('2027-06-18T15:00:00Z');
    expect(await waitingOf()).toEqual({ days: 4, overdue: false });
    now = new Date('2027-06-28T15:00:00Z');
    expect(await waitingOf()).toEqual({ days: 10, overdue: true });
    await t.deps.db.update(applications).set({ applicationStatusId: S.underReview }).where(eq(applications.id, row!.id));
    expect(await waitingOf()).toBeNull();
    now = null;
  });
});

describe("'Decline several' and the decline's kind note", () => {
  const applicant = async (language: 'en' | 'fr', firstName: string, charityId = rep.charityId) => {
    const c = await createCandidate(t.deps.db, { firstName });
    await t.deps.db.update(users).set({ preferredLanguage: language }).where(eq(users.id, c.user.id));
    const { posting } = await createPosting(t.deps.db, { charityId });
    const [row] = await t.deps.db
      .insert(applications)
      .values({ postingId: posting.id, candidateId: c.candidate.id, charityId, charityPositionId: posting.charityPositionId, description: 'Hi' })
      .returning();
    return { id: row!.id, email: c.user.email };
  };
  const mailsTo = (email: string) => t.deps.db.select().from(outbox).where(eq(outbox.to, email.toLowerCase()));
  const statusOf = async (id: number) => (await t.deps.db.select().from(applications).where(eq(applications.id, id)))[0]!.applicationStatusId;
  const decline = (who: Caller, body: object) => who.post('/api/candidates/applications/decline', body);

  it("offers the kind note in the candidate's language", async () => {
    const fr = await applicant('fr', 'Élise');
    const { declineMessage } = json(await pipeline(rep, fr.id));
    expect(declineMessage).toMatch(/^Bonjour Élise,/);
  });

  it('declines several at once: each candidate gets one e-mail with the kind note in their language, never the reason', async () => {
    const en = await applicant('en', 'Ann');
    const fr = await applicant('fr', 'Luc');
    const res = await decline(rep, { applicationIds: [en.id, fr.id, en.id], declineReason: 'skills' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ declined: 2 });
    expect([await statusOf(en.id), await statusOf(fr.id)]).toEqual([S.declinedByCharity, S.declinedByCharity]);
    const [enMail] = await mailsTo(en.email);
    const [frMail] = await mailsTo(fr.email);
    expect((await mailsTo(en.email)).length).toBe(1);
    expect(enMail!.text).toContain('Dear Ann,');
    expect(frMail!.text).toContain('Bonjour Luc,');
    for (const text of [enMail!.text, frMail!.text]) expect(text).not.toMatch(/Skills do not match|compétences ne correspondent/);
    const { history } = json(await pipeline(rep, en.id));
    expect(history.at(-1)).toMatchObject({ status: { id: S.declinedByCharity }, by: 'Rita Rep', declineReason: 'skills' });
  });

  it("declines none when one is another charity's or may not be declined, and says which", async () => {
    const mine = await applicant('en', 'Max');
    const theirs = await applicant('en', 'Zoe', (await createCharityRepresentative(t.deps.db)).charityId);
    expect((await decline(rep, { applicationIds: [mine.id, theirs.id], declineReason: 'other' })).statusCode).toBe(403);
    expect(await statusOf(mine.id)).toBe(S.applied);

    const done = await applicant('en', 'Kim');
    await t.deps.db.update(applications).set({ applicationStatusId: S.withdrawn }).where(eq(applications.id, done.id));
    const refused = await decline(rep, { applicationIds: [mine.id, done.id], declineReason: 'other', message: 'Thank you.' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).issues[0].path).toBe('applicationIds.1');
    expect(await statusOf(mine.id)).toBe(S.applied);
    expect(await mailsTo(mine.email)).toEqual([]);

    const missing = await decline(rep, { applicationIds: [mine.id, 2_000_000_000], declineReason: 'other' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).issues[0].path).toBe('applicationIds.1');
    for (const who of [candidate, basic, otherRep]) expect((await decline(who, { applicationIds: [mine.id], declineReason: 'other' })).statusCode).toBe(403);
    expect((await decline(rep, { applicationIds: [], declineReason: 'other' })).statusCode).toBe(400);
    expect((await decline(rep, { applicationIds: Array.from({ length: 51 }, (_, i) => i + 1), declineReason: 'other' })).statusCode).toBe(400);
    expect((await decline(rep, { applicationIds: [mine.id], declineReason: 'rude' })).statusCode).toBe(400);
    expect(await statusOf(mine.id)).toBe(S.applied);
  });
});
