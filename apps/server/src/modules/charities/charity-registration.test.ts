import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { charities, charityRepresentativeToRoles, charityRepresentatives, contacts, users } from '../../db/schema/index.ts';
import { json, setupTestApp, TEST_PASSWORD, tokenFromMail, type Caller } from '../../../test/helpers.ts';
import { createCandidate, createCharityRepresentative, createStaff, createTestUser } from '../../../test/factories.ts';

const t = setupTestApp();
let ontario: { id: number; countryId: number };
beforeAll(async () => {
  const regions = await t.regions();
  ontario = regions.find((r) => r.name === 'Ontario')!;
});

function registration(adminEmail: string, seniorEmail: string, overrides: Record<string, unknown> = {}) {
  return {
    charity: { name: 'Riverdale Food Bank', charitableNumber: '12345 6789 RR0001', email: 'info@riverdale.example', website: 'https://riverdale.example', focusAreas: [1] },
    mainPhone: { number: '416-555-0100' },
    address: { address1: '2 Queen St', city: 'Toronto', regionId: ontario.id, countryId: ontario.countryId, code: 'M5C 1A1' },
    seniorStaff: { firstName: 'Sam', lastName: 'Chief', title: 'Executive Director', email: seniorEmail, phone: { number: '416-555-0111' } },
    account: { email: adminEmail, password: 'Good-pass1!', confirmPassword: 'Good-pass1!', firstName: 'Grace', lastName: 'Hopper', pronounId: 1 },
    acceptTermsAndConditions: true,
    ...overrides,
  };
}
const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/charities/register', payload });

describe('charity registration', () => {
  it('creates the charity, the administrator (role Admin 1) and the senior staff contact, who is invited with Basic Access (5)', async () => {
    const res = await register(registration('grace@riverdale.example', 'sam@riverdale.example'));
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body.charityRepresentative).toMatchObject({ charityId: body.charity.id, charity: { name: 'Riverdale Food Bank' }, roles: [{ id: 1, name: 'Admin' }] });
    const [rep] = await t.deps.db.select().from(charityRepresentatives).where(eq(charityRepresentatives.charityId, body.charity.id));
    const roles = await t.deps.db.select().from(charityRepresentativeToRoles).where(eq(charityRepresentativeToRoles.charityRepresentativeId, rep!.id));
    expect(roles.map((r) => r.roleId)).toEqual([1]);
    const people = await t.deps.db.select().from(contacts).where(eq(contacts.charityId, body.charity.id));
    expect(people.find((c) => c.isSeniorStaff)).toMatchObject({ firstName: 'Sam', title: 'Executive Director' });
    expect((await t.lastMailTo('grace@riverdale.example'))?.text).toContain('/login?token=');

    // The senior staff member's invitation opens the invitation registration and yields Basic Access.
    const invite = (await t.lastMailTo('sam@riverdale.example'))!;
    expect(invite.text).toContain('regusr=sam%40riverdale.example');
    const token = tokenFromMail(invite.text);
    const info = await t.app.inject({ method: 'GET', url: `/api/charities/invitations/${token}` });
    expect(json(info)).toMatchObject({ userName: 'sam@riverdale.example', charityName: 'Riverdale Food Bank', charitableNumber: '12345 6789 RR0001' });
    const reg = await t.app.inject({ method: 'POST', url: '/api/charities/representatives/register', payload: { token, firstName: 'Sam', lastName: 'Chief', password: 'Good-pass1!', confirmPassword: 'Good-pass1!' } });
    expect(reg.statusCode).toBe(201);
    const samRep = json(reg).charityRepresentative;
    const samRoles = await t.deps.db.select().from(charityRepresentativeToRoles).where(eq(charityRepresentativeToRoles.charityRepresentativeId, samRep.id));
    expect(samRoles.map((r) => r.roleId)).toEqual([5]);
    // The invitation is single use: a second try is told it was used.
    const second = await t.app.inject({ method: 'POST', url: '/api/charities/representatives/register', payload: { token, firstName: 'X', lastName: 'Y', password: 'Good-pass1!', confirmPassword: 'Good-pass1!' } });
    expect(second.statusCode).toBe(410);
    expect(json(second).code).toBe('INVITATION_USED');
  });

  it('refuses a duplicate administrator e-mail and keeps no charity', async () => {
    const user = await createTestUser(t.deps.db);
    const res = await register(registration(user.email, 'senior2@example.org', { charity: { name: 'Duplicate Test Charity', charitableNumber: '1', email: 'a@b.ca' } }));
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Email is already registered. Please, try another one.');
    expect(await t.deps.db.select().from(charities).where(eq(charities.name, 'Duplicate Test Charity'))).toHaveLength(0);
  });

  it('refuses a charity already registered: the same registration number written otherwise, or the same e-mail', async () => {
    const first = json(await register(registration('twin1@example.org', 'twin1.senior@example.org', { charity: { name: 'Twin Charity', charitableNumber: '88888 1234 RR0001', email: 'hello@twin.example', focusAreas: [1] } })));
    const sameNumber = await register(registration('twin2@example.org', 'twin2.senior@example.org', { charity: { name: 'Twin Charity', charitableNumber: '888881234rr0001', email: 'other@twin.example', focusAreas: [1] } }));
    expect(sameNumber.statusCode).toBe(409);
    expect(json(sameNumber)).toMatchObject({ message: 'A charity with this registration number is already registered.', issues: [{ path: 'charity.charitableNumber' }] });
    const sameEmail = await t.app.inject({ method: 'POST', url: '/api/charities/register', headers: { 'accept-language': 'fr' }, payload: registration('twin3@example.org', 'twin3.senior@example.org', { charity: { name: 'Twin Two', charitableNumber: '77777 1234 RR0001', email: 'Hello@Twin.example', focusAreas: [1] } }) });
    expect(sameEmail.statusCode).toBe(409);
    expect(json(sameEmail).message).toBe('Un organisme utilisant ce courriel est déjà inscrit.');
    expect(await t.deps.db.select().from(charities).where(eq(charities.name, 'Twin Charity'))).toHaveLength(1);
    expect(await t.deps.db.select().from(users).where(eq(users.userName, 'twin2@example.org'))).toHaveLength(0);
    expect(first.charity.id).toBeGreaterThan(0);
  });

  it("answers 'Unable to register Charity' and keeps no user when the charity part fails", async () => {
    const res = await register(registration('rollback@example.org', 'senior3@example.org', { charity: { name: 'Bad Focus', charitableNumber: '1', email: 'a@b.ca', focusAreas: [99999] } }));
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Unable to register Charity');
    expect(await t.deps.db.select().from(users).where(eq(users.userName, 'rollback@example.org'))).toHaveLength(0);
  });

  it('registers with an existing account proven by password', async () => {
    const { user } = await createCandidate(t.deps.db);
    const { account: _a, ...rest } = registration('unused@example.org', 'senior4@example.org');
    const res = await register({ ...rest, charity: { name: 'Existing Admin Charity', charitableNumber: '2', email: 'c@d.ca' }, existingAccount: { userName: user.email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(201);
    expect(json(res).user.id).toBe(user.id);
  });

  it("requires the release form: 'Please agree with terms and conditions.'", async () => {
    const res = await register(registration('x1@example.org', 'x2@example.org', { acceptTermsAndConditions: false }));
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(json(res).issues)).toContain('Please agree with terms and conditions.');
  });
});

describe('representative invitations', () => {
  it('lets staff and the charity administrator invite, and nobody else', async () => {
    const { user: staff } = await createStaff(t.deps.db);
    const { user: admin, charityId } = await createCharityRepresentative(t.deps.db);
    const { user: viewer } = await createCharityRepresentative(t.deps.db, { charityId, roleId: 5 });
    const { user: candidate } = await createCandidate(t.deps.db);
    const { charityId: otherCharity } = await createCharityRepresentative(t.deps.db);
    const invite = (who: Caller, email: string, cid = charityId) =>
      who.post('/api/charities/representatives/invite', { firstName: 'New', lastName: 'Rep', email, charityId: cid, charityRepresentativeRoleId: 5 });
    expect((await invite(await t.as(staff), 'inv1@example.org')).statusCode).toBe(200);
    expect((await invite(await t.as(admin), 'inv2@example.org')).statusCode).toBe(200);
    expect((await invite(await t.as(admin), 'inv3@example.org', otherCharity)).statusCode).toBe(403);
    expect((await invite(await t.as(viewer), 'inv4@example.org')).statusCode).toBe(403);
    expect((await invite(await t.as(candidate), 'inv5@example.org')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/charities/representatives/invite', payload: {} })).statusCode).toBe(401);
    expect((await t.lastMailTo('inv2@example.org'))?.subject).toMatch(/invited/);
    expect(await t.lastMailTo('inv3@example.org')).toBeUndefined();
  });

  it('answers 404 to an unknown invitation token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/charities/invitations/not-a-token' })).statusCode).toBe(404);
  });
});
