import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { json, setupTestApp, type SignedIn } from '../../../test/helpers.ts';

const t = setupTestApp();
let admin: SignedIn;
let staff: SignedIn;
const OVERRIDE = { name: 'AdminOverride', values: [1] };

beforeAll(async () => {
  admin = await t.as('staff');
  staff = await t.as('staff', { roleId: 2 });
  await t.deps.db.insert(outbox).values([
    { to: 'gone@example.org', subject: 'Your invitation', text: 'x', failedAt: new Date('2026-01-02T10:00:00Z'), attempts: 1, lastError: '550 5.1.1 Mailbox unavailable' },
    { to: 'later@example.org', subject: 'Reset your password', text: 'x', failedAt: new Date('2026-01-03T10:00:00Z'), attempts: 1, lastError: '554 5.7.1 Message rejected' },
    { to: 'waiting@example.org', subject: 'Still trying', text: 'x', attempts: 1, lastError: '451 4.2.1 Try again later' },
    { to: 'sent@example.org', subject: 'Sent', text: 'x', attempts: 1, sentAt: new Date() },
  ]);
});

describe('undelivered mail', () => {
  it('lists for staff Admin only the mail refused for good, newest first, with the refusal in words, paged', async () => {
    const res = await admin.post('/api/staff/undelivered-mail/read', { Filters: [OVERRIDE] });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({
      total: 2,
      mails: [
        { id: expect.any(Number), to: 'later@example.org', subject: 'Reset your password', failedAt: '2026-01-03T10:00:00.000Z', reason: '554 5.7.1 Message rejected' },
        { id: expect.any(Number), to: 'gone@example.org', subject: 'Your invitation', failedAt: '2026-01-02T10:00:00.000Z', reason: '550 5.1.1 Mailbox unavailable' },
      ],
    });
    const second = json(await admin.post('/api/staff/undelivered-mail/read', { Filters: [OVERRIDE], Pagination: { Page: 2, ItemsPerPage: 1 } }));
    expect(second.mails.map((m: { to: string }) => m.to)).toEqual(['gone@example.org']);
  });

  it('refuses staff Staff, anyone without a session, and a call without AdminOverride', async () => {
    expect((await staff.post('/api/staff/undelivered-mail/read', { Filters: [OVERRIDE] })).statusCode).toBe(403);
    expect((await t.anonymous.post('/api/staff/undelivered-mail/read', { Filters: [OVERRIDE] })).statusCode).toBe(401);
    expect((await admin.post('/api/staff/undelivered-mail/read', {})).statusCode).toBe(400);
  });
});
