import { beforeAll, describe, expect, it } from 'vitest';
import { ApplicationStatus as S } from '@boardmatch/shared';
import { applicationStatusChanges, applications } from '../../db/schema/index.ts';
import { createCandidate, createCharity } from '../../../test/factories.ts';
import { createPosting } from '../../../test/postings-factory.ts';
import { json, setupTestApp, type SignedIn } from '../../../test/helpers.ts';

/** The nightly count of how each charity answered its applicants, as its profile and postings show it. */
const now = new Date('2027-03-10T08:00:00Z');
const t = setupTestApp({ now: () => now });
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

let admin: SignedIn;
let answering: { charityId: number; postingId: number };
let quiet: { charityId: number; postingId: number };

/** An application made `appliedDaysAgo` days ago, moved (or not) `movedAfter` days later. */
async function application(charityId: number, appliedDaysAgo: number, o: { movedTo?: number; movedAfter?: number; status?: number; fromStatus?: number | null } = {}) {
  const c = await createCandidate(t.deps.db);
  const { posting, position } = await createPosting(t.deps.db, { charityId });
  const applicationDate = daysAgo(appliedDaysAgo);
  const status = o.status ?? o.movedTo ?? S.applied;
  const [row] = await t.deps.db.insert(applications).values({ postingId: posting.id, candidateId: c.candidate.id, charityId, charityPositionId: position.id, description: 'x', applicationDate, applicationStatusId: status }).returning();
  if (o.movedTo) {
    await t.deps.db.insert(applicationStatusChanges).values({
      applicationId: row!.id,
      fromStatusId: o.fromStatus === undefined ? S.applied : o.fromStatus,
      toStatusId: o.movedTo,
      createdAt: new Date(applicationDate.getTime() + (o.movedAfter ?? 1) * DAY - 3_600_000),
    });
  }
  return posting.id;
}

beforeAll(async () => {
  admin = await t.as('staff');
  const a = (await createCharity(t.deps.db)).id;
  // Answered after 2, 4 and 10 days (rounded up to whole days), one closed as No Response: 3 of 4, in 4 days.
  const postingId = await application(a, 40, { movedTo: S.underReview, movedAfter: 2 });
  await application(a, 60, { movedTo: S.declinedByCharity, movedAfter: 4 });
  await application(a, 90, { movedTo: S.interview, movedAfter: 10 });
  await application(a, 80, { movedTo: S.noResponse, movedAfter: 42 });
  // Counted for neither: withdrawn by the candidate, still waiting, invited straight to Interview, older than a year.
  await application(a, 30, { movedTo: S.withdrawn, movedAfter: 1 });
  await application(a, 3);
  await application(a, 20, { movedTo: S.interview, fromStatus: null });
  await application(a, 400, { movedTo: S.declinedByCharity, movedAfter: 30 });
  answering = { charityId: a, postingId };

  const b = (await createCharity(t.deps.db)).id;
  // Two answered: too few to show.
  quiet = { charityId: b, postingId: await application(b, 10, { movedTo: S.underReview, movedAfter: 1 }) };
  await application(b, 12, { movedTo: S.underReview, movedAfter: 1 });
});

describe("a charity's replies", () => {
  it('are counted each night over the last 12 months and shown on its profile and its postings from 3 applications on', async () => {
    const run = await admin.post('/api/staff/scheduled-jobs/reply-stats/run');
    expect(json(run)).toMatchObject({ outcome: 'succeeded', summary: { charities: 2 } });
    const replies = { medianDays: 4, sharePercent: 75, applications: 4 };
    expect(json(await t.anonymous.get(`/api/charities/public/${answering.charityId}`)).replies).toEqual(replies);
    expect(json(await admin.get(`/api/charities/${answering.charityId}/profile`)).replies).toEqual(replies);
    expect(json(await t.anonymous.get(`/api/charities/postings/public/${answering.postingId}`)).charityReplies).toEqual(replies);
    expect(json(await t.anonymous.get(`/api/charities/public/${quiet.charityId}`)).replies).toBeNull();
    expect(json(await t.anonymous.get(`/api/charities/postings/public/${quiet.postingId}`)).charityReplies).toBeNull();
    // A second night counts again from scratch.
    expect(json(await admin.post('/api/staff/scheduled-jobs/reply-stats/run')).summary).toEqual({ charities: 2 });
  });
});
