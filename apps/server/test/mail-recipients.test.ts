import { beforeAll, describe, expect, it } from 'vitest';
import { desc, gt } from 'drizzle-orm';
import { charityPositions, outbox } from '../src/db/schema/index.ts';
import { setupTestApp, type Caller } from './helpers.ts';
import { createCharityRepresentative, createStaff, createTestUser } from './factories.ts';
import { createPosting } from './postings-factory.ts';

/**
 * Every mail the server writes outside the applications (whose recipients application-mail-recipients.test.ts
 * names): each goes to exactly the person it concerns, and to no one else.
 */
const t = setupTestApp();
let ontario: { id: number; countryId: number };
let charityAdmin: Caller & { charityId: number };
let staff: Caller;
let seq = 0;
const email = (name: string) => `${name}${++seq}-${Date.now()}@example.org`;

beforeAll(async () => {
  ontario = (await t.regions()).find((r) => r.name === 'Ontario')!;
  const made = await createCharityRepresentative(t.deps.db, { firstName: 'Ada' });
  // Other people of the same charity: none of the mails below is theirs.
  await createCharityRepresentative(t.deps.db, { charityId: made.charityId, roleId: 4 });
  await createCharityRepresentative(t.deps.db, { charityId: made.charityId, roleId: 5 });
  charityAdmin = { ...(await t.as(made.user)), charityId: made.charityId };
  staff = await t.as((await createStaff(t.deps.db)).user);
});

async function marker(): Promise<number> {
  const [row] = await t.deps.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
  return row?.id ?? 0;
}
async function recipientsSince(since: number): Promise<string[]> {
  return (await t.deps.db.select({ to: outbox.to }).from(outbox).where(gt(outbox.id, since))).map((r) => r.to).sort();
}

describe('who each mail goes to', () => {
  it('account verification after candidate registration: the new candidate', async () => {
    const address = email('cora');
    const since = await marker();
    const res = await t.anonymous.post('/api/candidates/register', {
      account: { email: address, password: 'Good-pass1!', confirmPassword: 'Good-pass1!', firstName: 'Cora', lastName: 'Lee' },
      mainPhone: { number: '416-555-0100' },
      address: { address1: '1 King St W', city: 'Toronto', regionId: ontario.id, countryId: ontario.countryId, code: 'M5H 1A1' },
      experienceTitle: 'Controller',
      experienceOrganizationName: 'Acme Ltd',
      isLookingForPosition: 'true',
      skills: [1],
      focusAreas: [1],
      acceptTermsAndConditions: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await recipientsSince(since)).toEqual([address]);
  });

  it('charity registration: the administrator (verification) and the senior staff member (invitation)', async () => {
    const owner = email('owner');
    const senior = email('senior');
    const since = await marker();
    const res = await t.anonymous.post('/api/charities/register', {
      charity: { name: `Mail Test Charity ${seq}`, charitableNumber: `${70000 + seq} 1111 RR0001`, email: email('info'), focusAreas: [1] },
      mainPhone: { number: '416-555-0100' },
      address: { address1: '2 Queen St', city: 'Toronto', regionId: ontario.id, countryId: ontario.countryId, code: 'M5C 1A1' },
      seniorStaff: { firstName: 'Sam', lastName: 'Chief', title: 'Executive Director', email: senior, phone: { number: '416-555-0111' } },
      account: { email: owner, password: 'Good-pass1!', confirmPassword: 'Good-pass1!', firstName: 'Grace', lastName: 'Hopper' },
      acceptTermsAndConditions: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await recipientsSince(since)).toEqual([owner, senior].sort());
  });

  it('password reset, asked by the user or sent by staff: that user', async () => {
    const user = await createTestUser(t.deps.db);
    let since = await marker();
    expect((await t.anonymous.post('/api/auth/forgot-password', { UserName: user.email })).statusCode).toBe(200);
    expect(await recipientsSince(since)).toEqual([user.email]);
    since = await marker();
    expect((await staff.post(`/api/users/${user.id}/password-reset`)).statusCode).toBe(200);
    expect(await recipientsSince(since)).toEqual([user.email]);
  });

  it("a representative invitation, and its Resend: the invitee, not the charity's people", async () => {
    const invitee = email('rep');
    let since = await marker();
    const res = await charityAdmin.post('/api/charities/representatives/invite', { firstName: 'Rae', lastName: 'Rep', email: invitee, charityId: charityAdmin.charityId, charityRepresentativeRoleId: 4 });
    expect(res.statusCode).toBe(200);
    expect(await recipientsSince(since)).toEqual([invitee]);
    const { invitations } = (await charityAdmin.post(`/api/charities/${charityAdmin.charityId}/invitations/read`, {})).json() as { invitations: { id: number; email: string }[] };
    since = await marker();
    expect((await charityAdmin.post(`/api/charities/invitations/${invitations.find((i) => i.email === invitee)!.id}/resend`)).statusCode).toBe(200);
    expect(await recipientsSince(since)).toEqual([invitee]);
  });

  it('a new board member invited from the board page: the invitee', async () => {
    const invitee = email('board');
    const [position] = await t.deps.db.insert(charityPositions).values({ charityId: charityAdmin.charityId, name: `Seat ${seq}` }).returning();
    const since = await marker();
    const res = await charityAdmin.post('/api/charities/mandates', { charityId: charityAdmin.charityId, charityPositionId: position!.id, newRepresentative: { firstName: 'Nia', lastName: 'New', email: invitee } });
    expect(res.statusCode, res.body).toBe(201);
    expect(await recipientsSince(since)).toEqual([invitee]);
  });

  it('a staff invitation, and its Resend: the invitee', async () => {
    const invitee = email('staff');
    let since = await marker();
    expect((await staff.post('/api/staff/users/invite', { firstName: 'Iris', lastName: 'Staff', email: invitee, boardMatchRepresentativeRoleId: 2 })).statusCode).toBe(200);
    expect(await recipientsSince(since)).toEqual([invitee]);
    const { invitations } = (await staff.post('/api/staff/invitations/read', { Filters: [{ name: 'AdminOverride', values: [1] }] })).json() as { invitations: { id: number; email: string }[] };
    since = await marker();
    expect((await staff.post(`/api/staff/invitations/${invitations.find((i) => i.email === invitee)!.id}/resend`)).statusCode).toBe(200);
    expect(await recipientsSince(since)).toEqual([invitee]);
  });

  it('a shared posting: the address the representative wrote, no one else', async () => {
    const { posting } = await createPosting(t.deps.db, { charityId: charityAdmin.charityId });
    const friend = email('friend');
    const since = await marker();
    const res = await charityAdmin.post(`/api/charities/postings/${posting.id}/share`, { toEmail: friend, toName: 'Sam', subject: 'A board for you', fromName: 'Ada' });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await recipientsSince(since)).toEqual([friend]);
  });
});
