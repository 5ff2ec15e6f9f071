import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, gt } from 'drizzle-orm';
import { ApplicationStatus as S, CharityRepresentativeRole } from '@boardmatch/shared';
import { setupTestApp, type Caller } from '../../../test/helpers.ts';
import { createCandidate, createCharity, createCharityRepresentative } from '../../../test/factories.ts';
import { createPosting, dayFromToday } from '../../../test/postings-factory.ts';
import { candidateMatchingPreferences, charityMandates, charityRepresentatives, outbox, users } from '../../db/schema/index.ts';

/**
 * Each notification of an application names its recipients: the charity's go to exactly its current
 * representatives whose roles let them open the charity's applications; the candidate's to the candidate.
 */
const t = setupTestApp();
const role = { admin: CharityRepresentativeRole.admin, boardManager: 2, postingManager: 3, viewer: 4, basicAccess: CharityRepresentativeRole.basicAccess };

let charityId: number;
let admin: Caller & { email: string };
let readers: string[];
let candidate: Caller & { email: string; candidateId: number };

async function lastOutboxId(): Promise<number> {
  const [row] = await t.deps.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
  return row?.id ?? 0;
}

/** The addresses of the mails written since the marker whose subject passes the test, sorted. */
async function recipientsSince(marker: number, subject: (s: string) => boolean): Promise<string[]> {
  const rows = await t.deps.db.select().from(outbox).where(gt(outbox.id, marker));
  return rows.filter((r) => subject(r.subject)).map((r) => r.to).sort();
}

beforeAll(async () => {
  charityId = (await createCharity(t.deps.db)).id;
  const rep = (roleId: number, o: { firstName?: string } = {}) => createCharityRepresentative(t.deps.db, { charityId, roleId, ...o });
  const a = await rep(role.admin);
  admin = { ...(await t.as(a.user)), email: a.user.email };
  const boardManager = await rep(role.boardManager);
  const postingManager = await rep(role.postingManager);
  const viewer = await rep(role.viewer);
  await rep(role.basicAccess);
  // A former board member: their seat at the charity has ended.
  const former = await rep(role.viewer);
  const { position } = await createPosting(t.deps.db, { charityId });
  await t.deps.db.insert(charityMandates).values({ charityId, charityPositionId: position.id, charityRepresentativeId: former.representative.id, startDate: dayFromToday(-800), endDate: dayFromToday(-30) });
  // A sitting board member with the Viewer role keeps the mail; so does an Admin whose own seat has ended.
  const sitting = await rep(role.viewer);
  await t.deps.db.insert(charityMandates).values({ charityId, charityPositionId: position.id, charityRepresentativeId: sitting.representative.id, startDate: dayFromToday(-30), endDate: dayFromToday(300) });
  await t.deps.db.insert(charityMandates).values({ charityId, charityPositionId: position.id, charityRepresentativeId: a.representative.id, startDate: dayFromToday(-800), endDate: dayFromToday(-30) });
  // A removed representative, and one whose account is disabled.
  const removed = await rep(role.admin);
  await t.deps.db.update(charityRepresentatives).set({ deletedAt: new Date() }).where(eq(charityRepresentatives.id, removed.representative.id));
  const disabled = await rep(role.admin);
  await t.deps.db.update(users).set({ isDisabled: true }).where(eq(users.id, disabled.user.id));
  readers = [a.user.email, boardManager.user.email, postingManager.user.email, viewer.user.email, sitting.user.email].map((e) => e.toLowerCase()).sort();

  const c = await createCandidate(t.deps.db, { firstName: 'Cora' });
  candidate = { ...(await t.as(c.user)), email: c.user.email.toLowerCase(), candidateId: c.candidate.id };
  await t.deps.db.insert(candidateMatchingPreferences).values({ candidateId: c.candidate.id, permissionToViewInformation: true, withdrawParticipation: false });
});

async function applyToNewPosting(positionName: string) {
  const { posting } = await createPosting(t.deps.db, { charityId, positionName });
  const res = await candidate.post('/api/candidates/applications', { postingId: posting.id, description: 'I can help.' });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

describe("an application's mail", () => {
  it("'New application' goes to the representatives who may read the charity's applications, and no one else", async () => {
    const marker = await lastOutboxId();
    await applyToNewPosting('Chair');
    expect(await recipientsSince(marker, (s) => s.startsWith('New application'))).toEqual(readers);
  });

  it("the receipt goes to the applicant alone", async () => {
    const marker = await lastOutboxId();
    await applyToNewPosting('Vice-Chair');
    expect(await recipientsSince(marker, (s) => s === 'Successfully Applied.')).toEqual([candidate.email]);
  });

  it("a candidate's withdrawal goes to the same representatives as a new application", async () => {
    const application = await applyToNewPosting('Director');
    const marker = await lastOutboxId();
    const res = await candidate.patch(`/api/candidates/applications/${application.id}`, [{ op: 'replace', path: '/applicationStatusId', value: S.withdrawn }]);
    expect(res.statusCode).toBe(200);
    expect(await recipientsSince(marker, () => true)).toEqual(readers);
  });

  it("the charity's status change goes to the candidate alone", async () => {
    const application = await applyToNewPosting('Secretary');
    const marker = await lastOutboxId();
    const res = await admin.patch(`/api/candidates/applications/${application.id}`, [{ op: 'replace', path: '/applicationStatusId', value: S.underReview }]);
    expect(res.statusCode).toBe(200);
    expect(await recipientsSince(marker, () => true)).toEqual([candidate.email]);
  });

  it('an interview invitation goes to the invited candidate alone', async () => {
    const { posting } = await createPosting(t.deps.db, { charityId, positionName: 'Treasurer' });
    const marker = await lastOutboxId();
    const res = await admin.post(`/api/charities/postings/${posting.id}/invite-candidate`, { candidateId: candidate.candidateId });
    expect(res.statusCode).toBe(201);
    expect(await recipientsSince(marker, () => true)).toEqual([candidate.email]);
  });
});
