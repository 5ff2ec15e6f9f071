import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ApplicationStatus } from '@boardmatch/shared';
import { applications, candidates, charityFocusAreas, charityMandates, charityPositions, charityPostings, digestLog, outbox, users } from '../../db/schema/index.ts';
import { createCandidate, createCharityRepresentative, createStaff } from '../../../test/factories.ts';
import { createPosting } from '../../../test/postings-factory.ts';
import { APP_URL, json, setupTestApp, type SignedIn } from '../../../test/helpers.ts';
import { UnsubscribeTokens } from './unsubscribe-tokens.ts';
import { weekOf } from './weekly-digests.job.ts';

const DAY = 86_400_000;
let clock = new Date();
const t = setupTestApp({ now: () => clock });
const SECRET = 'test-secret-test-secret-test-secret-0123';
const tokens = new UnsubscribeTokens(SECRET);

/** A candidate who accepts communications (the factory's skill 1 and focus area 1), in this language. */
async function digestCandidate(o: { language?: 'en' | 'fr'; accepts?: boolean; verified?: boolean } = {}) {
  const made = await createCandidate(t.deps.db, { verified: o.verified });
  await t.deps.db.update(candidates).set({ acceptCommunications: o.accepts ?? true }).where(eq(candidates.id, made.candidate.id));
  if (o.language) await t.deps.db.update(users).set({ preferredLanguage: o.language }).where(eq(users.id, made.user.id));
  return made;
}

/** An open posting asking for skill 1, posted `daysAgo` days before the product's clock. */
async function newPosting(daysAgo: number, skillIds = [1]) {
  const { posting, charityId } = await createPosting(t.deps.db, { skillIds });
  await t.deps.db.update(charityPostings).set({ datePosted: new Date(clock.getTime() - daysAgo * DAY) }).where(eq(charityPostings.id, posting.id));
  return { postingId: posting.id, charityId };
}

async function mailsTo(address: string) {
  return t.deps.db.select().from(outbox).where(eq(outbox.to, address.toLowerCase())).orderBy(desc(outbox.id));
}

let admin: SignedIn & { user: { id: number; email: string } };
const runDigests = async () => {
  const res = await admin.post('/api/staff/scheduled-jobs/weekly-digests/run');
  expect(res.statusCode, res.body).toBe(200);
  return json(res);
};

beforeAll(async () => {
  admin = await t.as('staff');
});

describe("'Notifications' settings", () => {
  it('offers each person the digests of their involvements, on by default, and saves them for that person only', async () => {
    const candidate = await t.as('candidate');
    const rep = await t.as('representative');
    expect(json(await candidate.get('/api/users/notifications'))).toEqual({ digests: [{ kind: 'postings', enabled: true }], communicationsDeclined: true });
    expect(json(await rep.get('/api/users/notifications'))).toEqual({ digests: [{ kind: 'applicants', enabled: true }], communicationsDeclined: false });
    expect(json(await admin.get('/api/users/notifications')).digests).toEqual([{ kind: 'staff', enabled: true }]);

    const saved = await candidate.put('/api/users/notifications', { digests: [{ kind: 'postings', enabled: false }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).digests).toEqual([{ kind: 'postings', enabled: false }]);
    expect(json(await candidate.get('/api/users/notifications')).digests).toEqual([{ kind: 'postings', enabled: false }]);
    // Another candidate's stays on.
    const other = await t.as('candidate');
    expect(json(await other.get('/api/users/notifications')).digests).toEqual([{ kind: 'postings', enabled: true }]);
    // And on again.
    expect(json(await candidate.put('/api/users/notifications', { digests: [{ kind: 'postings', enabled: true }] })).digests).toEqual([{ kind: 'postings', enabled: true }]);
  });

  it("refuses a digest the person cannot receive, a kind named twice, unknown fields and no session, saving nothing", async () => {
    const candidate = await t.as('candidate');
    const refused = await candidate.put('/api/users/notifications', { digests: [{ kind: 'postings', enabled: false }, { kind: 'staff', enabled: false }] });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).issues).toEqual([{ path: 'digests.1.kind', message: expect.any(String) }]);
    expect(json(await candidate.get('/api/users/notifications')).digests).toEqual([{ kind: 'postings', enabled: true }]);
    for (const body of [{ digests: [{ kind: 'postings', enabled: false }, { kind: 'postings', enabled: true }] }, { digests: [{ kind: 'postings', enabled: 'no' }] }, { digests: [], x: 1 }, { digests: [{ kind: 'postings\u0000', enabled: false }] }]) {
      expect((await candidate.put('/api/users/notifications', body)).statusCode).toBe(400);
    }
    expect((await t.anonymous.get('/api/users/notifications')).statusCode).toBe(401);
    expect((await t.anonymous.put('/api/users/notifications', { digests: [{ kind: 'postings', enabled: false }] })).statusCode).toBe(401);
  });
});

describe('the unsubscribe link', () => {
  it('stops only the digest it names, with one POST without cookies from anywhere; GET changes nothing', async () => {
    const candidate = await t.as('candidate');
    const token = tokens.sign(candidate.user.id, 'postings');
    const asked = await t.anonymous.get(`/api/unsubscribe/${token}`);
    expect(json(asked)).toEqual({ kind: 'postings' });
    expect(json(await candidate.get('/api/users/notifications')).digests).toEqual([{ kind: 'postings', enabled: true }]);

    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe/${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com', 'sec-fetch-site': 'cross-site' },
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(json(oneClick)).toEqual({ kind: 'postings' });
    expect(json(await candidate.get('/api/users/notifications')).digests).toEqual([{ kind: 'postings', enabled: false }]);
    // Again: the same answer.
    expect((await t.anonymous.post(`/api/unsubscribe/${token}`, {})).statusCode).toBe(200);
    // Other API writes from another site are still refused.
    const crossSite = await candidate.put('/api/users/notifications', { digests: [{ kind: 'postings', enabled: true }] }, { headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
  });

  it('answers 404 with a clear message for a tampered token, another kind or person under the same signature, and 414 for a huge one', async () => {
    const candidate = await t.as('candidate');
    const token = tokens.sign(candidate.user.id, 'postings');
    const [id, , signature] = token.split('.');
    const forged = [
      `${id}.staff.${signature}`,
      `${Number(id) + 1}.postings.${signature}`,
      `${id}.postings.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`,
      new UnsubscribeTokens('another-secret-another-secret-0123456789').sign(candidate.user.id, 'postings'),
      'no-such-token',
      `99999999999999999999.postings.${signature}`,
    ];
    for (const bad of forged) {
      const res = await t.anonymous.post(`/api/unsubscribe/${encodeURIComponent(bad)}`, 'List-Unsubscribe=One-Click', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(res.statusCode, bad).toBe(404);
      expect(json(res)).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID', message: 'This unsubscribe link is not valid.' });
      expect((await t.anonymous.get(`/api/unsubscribe/${encodeURIComponent(bad)}`)).statusCode).toBe(404);
    }
    expect(json(await t.anonymous.get(`/api/unsubscribe/x`, { headers: { 'accept-language': 'fr' } })).message).toBe("Ce lien de désabonnement n'est pas valide.");
    // A path parameter past Fastify's length is refused before any route: 414.
    expect((await t.anonymous.post(`/api/unsubscribe/${'a'.repeat(500)}`, {})).statusCode).toBe(414);
    expect(json(await candidate.get('/api/users/notifications')).digests).toEqual([{ kind: 'postings', enabled: true }]);
  });
});

describe("the 'Weekly digests' job", () => {
  it("is listed among staff's scheduled jobs", async () => {
    const jobs = json(await admin.get('/api/staff/scheduled-jobs')).jobs as { name: string }[];
    expect(jobs.map((j) => j.name)).toContain('weekly-digests');
  });

  it("sends a candidate the week's new postings that fit, in their language, with one-click unsubscribe headers and an HTML part, once a week", async () => {
    clock = new Date();
    const english = await digestCandidate();
    const french = await digestCandidate({ language: 'fr' });
    const declined = await digestCandidate({ accepts: false });
    const unverified = await digestCandidate({ verified: false });
    const fitting = await newPosting(2);
    // Asks for a skill the candidates lack, in a charity with no shared cause: no fit.
    const unfit = await newPosting(1, [2]);
    await t.deps.db.delete(charityFocusAreas).where(eq(charityFocusAreas.charityId, unfit.charityId));
    // Posted two weeks ago: not new.
    const old = await newPosting(14);

    const run = await runDigests();
    expect(run.outcome).toBe('succeeded');
    expect(run.summary.digests).toBeGreaterThanOrEqual(2);

    const [mail] = await mailsTo(english.user.email);
    expect(mail!.subject).toBe('New postings that fit you this week');
    expect(mail!.text).toContain(`${APP_URL}/search?pid=${fitting.postingId}`);
    expect(mail!.text).not.toContain(`pid=${unfit.postingId}`);
    expect(mail!.text).not.toContain(`pid=${old.postingId}`);
    const token = tokens.sign(english.user.id, 'postings');
    expect(mail!.listUnsubscribe).toBe(`${APP_URL}/api/unsubscribe/${token}`);
    expect(mail!.text).toContain(`Unsubscribe: ${APP_URL}/unsubscribe/${token}`);
    expect(mail!.text).toContain(`${APP_URL}/user-information#notifications`);
    expect(mail!.html).toContain('<html');
    expect(mail!.html).toContain(`href="${APP_URL}/unsubscribe/${token}"`);
    expect(mail!.html).toContain(`href="${APP_URL}/search?pid=${fitting.postingId}"`);

    const [fr] = await mailsTo(french.user.email);
    expect(fr!.subject).toBe('Nouveaux affichages qui vous conviennent cette semaine');
    expect(fr!.html).toContain('lang="fr"');
    expect(fr!.text).toContain('Se désabonner');
    expect(await mailsTo(declined.user.email)).toEqual([]);
    expect(await mailsTo(unverified.user.email)).toEqual([]);

    // Run again the same week: nothing more to anyone.
    const before = (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n;
    expect((await runDigests()).summary).toEqual({ digests: 0 });
    expect((await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]!.n).toBe(before);
    expect(await t.deps.db.select().from(digestLog).where(and(eq(digestLog.userId, english.user.id), eq(digestLog.kind, 'postings')))).toEqual([
      expect.objectContaining({ week: weekOf(clock) }),
    ]);
  });

  it('sends no digest once it is unsubscribed, nor when there is nothing new, and sends again the next week', async () => {
    clock = new Date();
    const staying = await digestCandidate();
    const leaving = await digestCandidate();
    const applied = await digestCandidate();
    const first = await newPosting(1);
    await runDigests();
    expect(await mailsTo(staying.user.email)).toHaveLength(1);
    expect(await mailsTo(leaving.user.email)).toHaveLength(1);

    const [mail] = await mailsTo(leaving.user.email);
    expect((await t.anonymous.post(mail!.listUnsubscribe!.replace(APP_URL, ''), 'List-Unsubscribe=One-Click', { headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(200);

    // A week later, a new posting: the one who stayed gets it, the one who left does not.
    clock = new Date(clock.getTime() + 7 * DAY);
    const second = await newPosting(1);
    // One who applied to the new posting is not told of it.
    await t.deps.db.insert(applications).values({ postingId: second.postingId, candidateId: applied.candidate.id, charityId: second.charityId, charityPositionId: (await t.deps.db.select().from(charityPostings).where(eq(charityPostings.id, second.postingId)))[0]!.charityPositionId, description: 'x', applicationStatusId: ApplicationStatus.withdrawn });
    await runDigests();
    const stayed = await mailsTo(staying.user.email);
    expect(stayed).toHaveLength(2);
    expect(stayed[0]!.text).toContain(`pid=${second.postingId}`);
    expect(stayed[0]!.text).not.toContain(`pid=${first.postingId}`);
    expect(await mailsTo(leaving.user.email)).toHaveLength(1);
    expect(await mailsTo(applied.user.email)).toHaveLength(1);

    // Two weeks later nothing was posted: no digest at all.
    clock = new Date(clock.getTime() + 14 * DAY);
    await runDigests();
    expect(await mailsTo(staying.user.email)).toHaveLength(2);
    clock = new Date();
  });

  it("tells a charity's representatives of applicants waiting, and staff of overdue replies and undelivered mail", async () => {
    clock = new Date();
    const rep = await createCharityRepresentative(t.deps.db);
    const offRep = await createCharityRepresentative(t.deps.db, { charityId: rep.charityId });
    await t.deps.db.execute(sql`insert into notification_settings (user_id, kind, enabled) values (${offRep.user.id}, 'applicants', false)`);
    const { posting, position } = await createPosting(t.deps.db, { charityId: rep.charityId, positionName: 'Digest Treasurer' });
    const applicant = await createCandidate(t.deps.db, { firstName: 'Wanda', lastName: 'Waiting' });
    await t.deps.db.insert(applications).values({ postingId: posting.id, candidateId: applicant.candidate.id, charityId: rep.charityId, charityPositionId: position.id, description: 'x', applicationDate: new Date(clock.getTime() - 20 * DAY), replyStage: 2 });
    await t.deps.db.insert(outbox).values({ to: 'gone@example.org', subject: 'Lost mail', text: 'x', failedAt: new Date(clock.getTime() - DAY), lastError: '550' });
    const staffStaff = await createStaff(t.deps.db, { roleId: 2 });

    await runDigests();
    const [repMail] = await mailsTo(rep.user.email);
    expect(repMail!.subject).toMatch(/^This week at .+: applicants waiting$/);
    expect(repMail!.text).toContain('Wanda Waiting, Digest Treasurer');
    expect(repMail!.listUnsubscribe).toBe(`${APP_URL}/api/unsubscribe/${tokens.sign(rep.user.id, 'applicants')}`);
    expect(await mailsTo(offRep.user.email)).toEqual([]);

    const [adminMail] = await mailsTo(admin.user.email);
    expect(adminMail!.subject).toBe('This week: overdue replies and undelivered mail');
    expect(adminMail!.text).toContain('Wanda Waiting');
    expect(adminMail!.text).toContain('Lost mail, to gone@example.org');
    // Role Staff sees the overdue replies, not the undelivered mail (an Admin's).
    const [staffMail] = await mailsTo(staffStaff.user.email);
    expect(staffMail!.text).toContain('Wanda Waiting');
    expect(staffMail!.text).not.toContain('Lost mail');
  });

  it("tells each charity's representatives of their own charity's applicants alone, and one who represents two of both", async () => {
    clock = new Date();
    const first = await createCharityRepresentative(t.deps.db);
    const second = await createCharityRepresentative(t.deps.db);
    // The first charity's representative is also the second's.
    await createCharityRepresentative(t.deps.db, { charityId: second.charityId, userId: first.user.id, select: false });
    const waitAt = (charityId: number, positionName: string, lastName: string) => async () => {
      const { posting, position } = await createPosting(t.deps.db, { charityId, positionName });
      const applicant = await createCandidate(t.deps.db, { firstName: 'Wes', lastName });
      await t.deps.db.insert(applications).values({ postingId: posting.id, candidateId: applicant.candidate.id, charityId, charityPositionId: position.id, description: 'x', applicationDate: new Date(clock.getTime() - 20 * DAY), replyStage: 2 });
    };
    await waitAt(first.charityId, 'First Treasurer', 'Firstwait')();
    await waitAt(second.charityId, 'Second Treasurer', 'Secondwait')();

    await runDigests();
    const [both] = await mailsTo(first.user.email);
    expect(both!.text).toContain('Wes Firstwait, First Treasurer');
    expect(both!.text).toContain('Wes Secondwait, Second Treasurer');
    const [own] = await mailsTo(second.user.email);
    expect(own!.text).toContain('Wes Secondwait, Second Treasurer');
    expect(own!.text).not.toContain('Firstwait');
  });

  it("tells the representatives who may post of the board terms ending in the next 90 days, with a link to draft each posting", async () => {
    clock = new Date();
    const rep = await createCharityRepresentative(t.deps.db, { firstName: 'Terry', lastName: 'Terms' });
    // Basic Access may not post: no digest of terms for them.
    const basic = await createCharityRepresentative(t.deps.db, { charityId: rep.charityId, roleId: 5 });
    const [seat] = await t.deps.db.insert(charityPositions).values({ charityId: rep.charityId, name: 'Digest Secretary' }).returning();
    const day = (offset: number) => new Date(clock.getTime() + offset * DAY).toISOString().slice(0, 10);
    const [ending] = await t.deps.db
      .insert(charityMandates)
      .values({ charityId: rep.charityId, charityPositionId: seat!.id, charityRepresentativeId: rep.representative.id, startDate: day(-300), endDate: day(45) })
      .returning();
    // A term ending in 120 days is not news yet.
    await t.deps.db.insert(charityMandates).values({ charityId: rep.charityId, charityPositionId: seat!.id, charityRepresentativeId: basic.representative.id, startDate: day(-300), endDate: day(120) });

    await runDigests();
    const [mail] = await mailsTo(rep.user.email);
    expect(mail!.subject).toMatch(/^This week at .+: board terms ending$/);
    expect(mail!.text).toContain('Board terms ending in the next 90 days at');
    expect(mail!.text).toContain(`Digest Secretary, Terry Terms: ends on`);
    expect(mail!.text).toContain(`${APP_URL}/charity-postings?draft=${ending!.id}`);
    expect(mail!.text.match(/Digest Secretary/g)).toHaveLength(1);
    expect(await mailsTo(basic.user.email)).toEqual([]);
  });
});
