import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq, gt, ilike, max } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { applications, charities, charityMandates, charityPositions, charityPostings, corporations, outbox } from '../src/db/schema/index.ts';
import { setupTestApp, type Caller } from './helpers.ts';
import { createStaff } from './factories.ts';
import { createPosting, dayFromToday } from './postings-factory.ts';

/**
 * Every create, invite, share and send, fired twice at once as a double click or a retry does (the same
 * Idempotency-Key and body): one record, one e-mail, and both requests get the first answer.
 */
const t = setupTestApp();
let admin: Caller & { charityId: number };
let staffAdmin: Caller;
let candidate: Caller;
let positionId: number;
let ontario: { id: number; countryId: number };

beforeAll(async () => {
  admin = await t.as('representative');
  staffAdmin = await t.as((await createStaff(t.deps.db, { roleId: 1 })).user);
  candidate = await t.as('candidate');
  const [position] = await t.deps.db.insert(charityPositions).values({ charityId: admin.charityId, name: 'Treasurer' }).returning();
  positionId = position!.id;
  ontario = (await t.regions()).find((r) => r.name === 'Ontario')!;
});

async function twice(who: Caller, url: string, payload: object): Promise<[LightMyRequestResponse, LightMyRequestResponse]> {
  const headers = { 'idempotency-key': randomUUID() };
  return Promise.all([who.post(url, payload, { headers }), who.post(url, payload, { headers })]);
}

const mailsTo = async (address: string) => (await t.deps.db.select({ n: count() }).from(outbox).where(eq(outbox.to, address)))[0]!.n;

function expectSameAnswer([first, second]: LightMyRequestResponse[], status: number) {
  expect(first!.statusCode, first!.body).toBe(status);
  expect(second!.statusCode, second!.body).toBe(status);
  expect(second!.body).toBe(first!.body);
}

describe('a create sent twice at once with one Idempotency-Key', () => {
  it('a posting: one posting', async () => {
    const form = { charityId: admin.charityId, charityPositionId: positionId, description: '<p>Keep the books</p>', skills: [1], specialRequirements: 'CPA', startDate: dayFromToday(30), endDate: dayFromToday(400), expiryDate: dayFromToday(20) };
    expectSameAnswer(await twice(admin, '/api/charities/postings', form), 201);
    expect((await t.deps.db.select({ n: count() }).from(charityPostings).where(eq(charityPostings.charityPositionId, positionId)))[0]!.n).toBe(1);
  });

  it('a board seat that invites a new member: one seat, one invitation', async () => {
    const email = 'double.seat@example.org';
    const seat = { charityId: admin.charityId, charityPositionId: positionId, charityRepresentativeId: null, startDate: dayFromToday(-10), endDate: dayFromToday(300), newRepresentative: { firstName: 'Dee', lastName: 'Double', email } };
    expectSameAnswer(await twice(admin, '/api/charities/mandates', seat), 201);
    expect((await t.deps.db.select({ n: count() }).from(charityMandates).where(eq(charityMandates.charityId, admin.charityId)))[0]!.n).toBe(1);
    expect(await mailsTo(email)).toBe(1);
  });

  it('a representative invitation: one e-mail', async () => {
    const email = 'double.rep@example.org';
    const [first] = await twice(admin, '/api/charities/representatives/invite', { firstName: 'Rae', lastName: 'Twice', email, charityId: admin.charityId, charityRepresentativeRoleId: 5 });
    expect(first.statusCode, first.body).toBeLessThan(300);
    expect(await mailsTo(email)).toBe(1);
  });

  it('a staff invitation: one e-mail', async () => {
    const email = 'double.staff@example.org';
    const [first] = await twice(staffAdmin, '/api/staff/users/invite', { firstName: 'Sol', lastName: 'Twice', email, boardMatchRepresentativeRoleId: 2 });
    expect(first.statusCode, first.body).toBeLessThan(300);
    expect(await mailsTo(email)).toBe(1);
  });

  it('a corporation: one corporation', async () => {
    expectSameAnswer(await twice(staffAdmin, '/api/corporations', { name: 'Twice Trading', email: 'hello@twice.example', contacts: [] }), 200);
    expect((await t.deps.db.select({ n: count() }).from(corporations).where(eq(corporations.name, 'Twice Trading')))[0]!.n).toBe(1);
  });

  it('a charity registration: one charity, one welcome', async () => {
    const registration = {
      charity: { name: 'Twice Food Bank', charitableNumber: '99999 1111 RR0001', email: 'info@twice-food.example', focusAreas: [1] },
      mainPhone: { number: '416-555-0100' },
      address: { address1: '2 Queen St', city: 'Toronto', regionId: ontario.id, countryId: ontario.countryId, code: 'M5C 1A1' },
      seniorStaff: { firstName: 'Sam', lastName: 'Chief', title: 'Executive Director', email: 'sam@twice-food.example', phone: { number: '416-555-0111' } },
      account: { email: 'grace@twice-food.example', password: 'Good-pass1!', confirmPassword: 'Good-pass1!', firstName: 'Grace', lastName: 'Hopper', pronounId: 1 },
      acceptTermsAndConditions: true,
    };
    expectSameAnswer(await twice(t.anonymous, '/api/charities/register', registration), 201);
    expect((await t.deps.db.select({ n: count() }).from(charities).where(ilike(charities.name, 'Twice Food Bank')))[0]!.n).toBe(1);
    expect(await mailsTo('grace@twice-food.example')).toBe(1);
  });

  it('an application: one application, one mail to each person told of it', async () => {
    const { posting } = await createPosting(t.deps.db, { charityId: admin.charityId, positionName: 'Secretary' });
    const [{ last }] = await t.deps.db.select({ last: max(outbox.id) }).from(outbox) as [{ last: number }];
    expectSameAnswer(await twice(candidate, '/api/candidates/applications', { postingId: posting.id, description: 'I can help.' }), 201);
    expect((await t.deps.db.select({ n: count() }).from(applications).where(eq(applications.postingId, posting.id)))[0]!.n).toBe(1);
    const sent = await t.deps.db.select({ to: outbox.to, n: count() }).from(outbox).where(gt(outbox.id, last)).groupBy(outbox.to);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((s) => s.n > 1)).toEqual([]);
  });

  it('a shared posting: one e-mail', async () => {
    const { posting } = await createPosting(t.deps.db, { charityId: admin.charityId, positionName: 'Director' });
    const message = { toEmail: 'double.friend@example.org', toName: 'Sam', subject: 'A seat for you', fromName: 'Ada', customBody: 'Look.' };
    expectSameAnswer(await twice(admin, `/api/charities/postings/${posting.id}/share`, message), 200);
    expect(await mailsTo('double.friend@example.org')).toBe(1);
  });
});

describe('the Idempotency-Key', () => {
  it('answers a later retry with the first answer and marks it replayed', async () => {
    const headers = { 'idempotency-key': randomUUID() };
    const body = { name: 'Retry Trading', email: 'hello@retry.example', contacts: [] };
    const first = await staffAdmin.post('/api/corporations', body, { headers });
    const retry = await staffAdmin.post('/api/corporations', body, { headers });
    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses the same key with another request, and a key that is not visible text, in words', async () => {
    const headers = { 'idempotency-key': randomUUID() };
    await staffAdmin.post('/api/corporations', { name: 'Key One', email: 'one@key.example', contacts: [] }, { headers });
    const reused = await staffAdmin.post('/api/corporations', { name: 'Key Two', email: 'two@key.example', contacts: [] }, { headers });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('This Idempotency-Key was already used for a different request.');
    const bad = await staffAdmin.post('/api/corporations', { name: 'Key Three', email: 'three@key.example', contacts: [] }, { headers: { 'idempotency-key': 'x'.repeat(201) } });
    expect(bad.statusCode).toBe(400);
    expect((await t.deps.db.select({ n: count() }).from(corporations).where(eq(corporations.name, 'Key Three')))[0]!.n).toBe(0);
  });

  it('belongs to its caller: another person with the same key does their own request', async () => {
    const headers = { 'idempotency-key': 'shared-key-1' };
    const body = { name: 'Mine Trading', email: 'hello@mine.example', contacts: [] };
    const mine = await staffAdmin.post('/api/corporations', body, { headers });
    const other = await t.as((await createStaff(t.deps.db, { roleId: 1 })).user);
    const theirs = await other.post('/api/corporations', { ...body, name: 'Theirs Trading' }, { headers });
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().name).toBe('Theirs Trading');
  });

  it('keeps no failed answer: a refused request may be sent again with the same key once fixed', async () => {
    const headers = { 'idempotency-key': randomUUID() };
    const refused = await candidate.post('/api/corporations', { name: 'Nope', email: 'n@nope.example', contacts: [] }, { headers });
    expect(refused.statusCode).toBe(403);
    const again = await candidate.post('/api/corporations', { name: 'Nope', email: 'n@nope.example', contacts: [] }, { headers });
    expect(again.statusCode).toBe(403);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });
});
