import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { outbox, scheduledJobRuns, users } from '../../db/schema/index.ts';
import { createTestUser } from '../../../test/factories.ts';
import { json, setupTestApp, type SignedIn } from '../../../test/helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
/** The product's clock in this file: moved by the tests, never waited for. */
let now = new Date('2027-03-10T08:00:00Z');
const t = setupTestApp({ now: () => now });
let admin: SignedIn;
let staff: SignedIn;

const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

beforeAll(async () => {
  admin = await t.as('staff');
  staff = await t.as('staff', { roleId: 2 });
});

describe('scheduled jobs', () => {
  it('lists each job for staff Admin with no run yet and its next run after now', async () => {
    const res = await admin.get('/api/staff/scheduled-jobs');
    expect(res.statusCode, res.body).toBe(200);
    const [retention] = json(res).jobs;
    expect(retention).toEqual({ name: 'retention', lastRun: null, nextRun: expect.any(String) });
    // 03:30 in Toronto (EST, UTC-5, in early March): half an hour after the clock's 03:00.
    expect(retention.nextRun).toBe('2027-03-10T08:30:00.000Z');
  });

  it('retention erases accounts unverified past 30 days and empties mail delivered past 30 days, and nothing else', async () => {
    const old = await createTestUser(t.deps.db, { verified: false, email: 'never-verified@example.org' });
    const recent = await createTestUser(t.deps.db, { verified: false });
    const verified = await createTestUser(t.deps.db);
    await t.deps.db.update(users).set({ createdAt: daysAgo(31) }).where(inArray(users.id, [old.id, verified.id]));
    await t.deps.db.update(users).set({ createdAt: daysAgo(29) }).where(eq(users.id, recent.id));
    const [oldMail, newMail, unsent] = await t.deps.db
      .insert(outbox)
      .values([
        { to: 'a@example.org', subject: 'Welcome', text: 'Your link https://x/verify?token=abc', html: '<p>link</p>', sentAt: daysAgo(31) },
        { to: 'b@example.org', subject: 'Welcome', text: 'recent', sentAt: daysAgo(2) },
        { to: 'c@example.org', subject: 'Waiting', text: 'not sent yet', createdAt: daysAgo(40) },
      ])
      .returning({ id: outbox.id });

    const res = await admin.post('/api/staff/scheduled-jobs/retention/run');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ outcome: 'succeeded', startedAt: now.toISOString(), summary: { unverifiedAccounts: 1, mailBodies: 1 } });

    const kept = await t.deps.db.select({ id: users.id, userName: users.userName, deletedAt: users.deletedAt }).from(users).where(inArray(users.id, [old.id, recent.id, verified.id]));
    const byId = new Map(kept.map((u) => [u.id, u]));
    expect(byId.get(old.id)).toMatchObject({ userName: `deleted-${old.id}@deleted.invalid`, deletedAt: expect.any(Date) });
    expect(byId.get(recent.id)?.deletedAt).toBeNull();
    expect(byId.get(verified.id)?.deletedAt).toBeNull();
    const mails = await t.deps.db.select().from(outbox).where(inArray(outbox.id, [oldMail!.id, newMail!.id, unsent!.id]));
    const mail = new Map(mails.map((m) => [m.id, m]));
    expect(mail.get(oldMail!.id)).toMatchObject({ subject: '', text: '', html: null });
    expect(mail.get(newMail!.id)?.text).toBe('recent');
    expect(mail.get(unsent!.id)?.text).toBe('not sent yet');

    // The freed address registers again.
    const [free] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.userName, 'never-verified@example.org'));
    expect(free).toBeUndefined();

    // The list shows the run; a second run, a day later, finds nothing more to do.
    const [listed] = json(await admin.get('/api/staff/scheduled-jobs')).jobs;
    expect(listed.lastRun).toMatchObject({ outcome: 'succeeded', summary: { unverifiedAccounts: 1, mailBodies: 1 } });
    now = new Date(now.getTime() + DAY);
    expect(json(await admin.post('/api/staff/scheduled-jobs/retention/run')).summary).toEqual({ unverifiedAccounts: 0, mailBodies: 0 });
    const runs = await t.deps.db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.job, 'retention'));
    expect(runs.map((r) => r.startedByUserId)).toEqual([admin.user.id, admin.user.id]);
  });

  it('refuses staff Staff and anyone without a session; an unknown job is bad input', async () => {
    expect((await staff.get('/api/staff/scheduled-jobs')).statusCode).toBe(403);
    expect((await staff.post('/api/staff/scheduled-jobs/retention/run')).statusCode).toBe(403);
    expect((await t.anonymous.get('/api/staff/scheduled-jobs')).statusCode).toBe(401);
    expect((await t.anonymous.post('/api/staff/scheduled-jobs/retention/run')).statusCode).toBe(401);
    expect((await admin.post('/api/staff/scheduled-jobs/nothing/run')).statusCode).toBe(400);
    expect((await admin.post('/api/staff/scheduled-jobs/retention%00/run')).statusCode).toBe(400);
  });

  it('records a failed run with the error and says so', async () => {
    const runner = t.deps.jobs;
    const job = runner.job('retention')!;
    const original = job.run;
    job.run = async () => {
      throw new Error('disk full');
    };
    try {
      const res = await admin.post('/api/staff/scheduled-jobs/retention/run');
      expect(json(res)).toMatchObject({ outcome: 'failed', summary: null });
      const [last] = await t.deps.db.select().from(scheduledJobRuns).orderBy(sql`id desc`).limit(1);
      expect(last).toMatchObject({ outcome: 'failed', error: 'disk full' });
    } finally {
      job.run = original;
    }
  });
});
