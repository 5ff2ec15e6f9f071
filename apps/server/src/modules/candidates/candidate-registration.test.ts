import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addresses, candidates, phones, users } from '../../db/schema/index.ts';
import { json, setupTestApp, TEST_PASSWORD, tokenFromMail } from '../../../test/helpers.ts';
import { createCandidate, createTestUser } from '../../../test/factories.ts';

const t = setupTestApp();
let ontario: { id: number; countryId: number };
let washington: { id: number; countryId: number };
beforeAll(async () => {
  const regions = await t.regions();
  ontario = regions.find((r) => r.name === 'Ontario')!;
  washington = regions.find((r) => r.name === 'Washington')!;
});

function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    account: { email, password: 'Good-pass1!', confirmPassword: 'Good-pass1!', firstName: 'Ada', lastName: 'Lovelace' },
    mainPhone: { number: '416-555-0100', extension: '12' },
    eveningPhone: { number: '416-555-0199' },
    address: { address1: '1 King St W', city: 'Toronto', regionId: ontario.id, countryId: ontario.countryId, code: 'M5H 1A1' },
    experienceTitle: 'Controller',
    experienceOrganizationName: 'Acme Ltd',
    isLookingForPosition: 'true',
    skills: [1, 2],
    focusAreas: [1],
    acceptTermsAndConditions: true,
    ...overrides,
  };
}
const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/candidates/register', payload });
const countUsers = async (email: string) => (await t.deps.db.select().from(users).where(eq(users.userName, email))).length;

describe('candidate registration', () => {
  it('creates user, phones, address and candidate, and e-mails a verification link that lets the user in', async () => {
    const res = await register(registration('Ada@Example.org'));
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body.user.userName).toBe('ada@example.org');
    const [cand] = await t.deps.db.select().from(candidates).where(eq(candidates.id, body.candidate.id));
    expect(cand).toMatchObject({ userId: body.user.id, isLookingForPosition: true, acceptTermsAndConditions: true, onboardingComplete: false });
    expect(await t.deps.db.select().from(phones).where(eq(phones.userInformationId, body.user.userInformation.id))).toHaveLength(2);
    expect(await t.deps.db.select().from(addresses).where(eq(addresses.userInformationId, body.user.userInformation.id))).toHaveLength(1);
    // Not verified yet.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth', payload: { UserName: 'ada@example.org', Password: 'Good-pass1!' } })).statusCode).toBe(403);
    const token = tokenFromMail((await t.lastMailTo('ada@example.org'))!.text);
    expect((await t.app.inject({ method: 'POST', url: `/api/auth/verification?token=${token}` })).statusCode).toBe(200);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { UserName: 'ada@example.org', Password: 'Good-pass1!' } });
    expect(signIn.statusCode).toBe(200);
    expect(json(signIn).response.candidate.candidate.onboardingComplete).toBe(false);
  });

  it("answers 409 'Email is already registered. Please, try another one.' to a duplicate e-mail", async () => {
    const user = await createTestUser(t.deps.db);
    const res = await register(registration(user.email));
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('Email is already registered. Please, try another one.');
  });

  it('refuses a password longer than sign-in takes (200 characters), in both languages', async () => {
    const long = 'Aa1!' + 'x'.repeat(197);
    const payload = registration('long.password@example.org', { account: { email: 'long.password@example.org', password: long, confirmPassword: long, firstName: 'Ada', lastName: 'Lovelace' } });
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(json(res).issues.find((i: { path: string }) => i.path === 'account.password')?.message).toBe('Password must be at most 200 characters');
    const fr = await t.app.inject({ method: 'POST', url: '/api/candidates/register', payload, headers: { 'accept-language': 'fr' } });
    expect(json(fr).issues.find((i: { path: string }) => i.path === 'account.password')?.message).toBe('Le mot de passe doit compter au plus 200 caractères');
    expect(await countUsers('long.password@example.org')).toBe(0);
  });

  it("answers each bad field in the spec's words", async () => {
    const res = await register({
      ...registration('bad@example.org'),
      account: { email: 'not-an-email', password: 'short', confirmPassword: 'other', firstName: '', lastName: 'X' },
      experienceTitle: '',
      skills: [],
      focusAreas: [],
    });
    expect(res.statusCode).toBe(400);
    const issues = json(res).issues as { path: string; message: string }[];
    const byPath = Object.fromEntries(issues.map((i) => [i.path, i.message]));
    expect(byPath['account.firstName']).toBe('First Name can not be empty');
    expect(byPath['experienceTitle']).toBe('Experience Title can not be empty');
    expect(byPath['skills']).toBe('Must select at least one');
    expect(byPath['focusAreas']).toBe('Must select at least one');
    expect(byPath['account.password']).toMatch(/at least 8 characters/);
    expect(byPath['account.email']).toBeTruthy();
    expect(await countUsers('bad@example.org')).toBe(0);
  });

  it("refuses without the release form: 'Please agree with terms and conditions.'", async () => {
    const res = await register(registration('norelease@example.org', { acceptTermsAndConditions: false }));
    expect(res.statusCode).toBe(400);
    expect(json(res).issues.find((i: { path: string }) => i.path === 'acceptTermsAndConditions').message).toBe('Please agree with terms and conditions.');
  });

  it('keeps nothing when a later part fails (a province of another country, an unknown skill)', async () => {
    const wrongRegion = await register(registration('rollback1@example.org', { address: { city: 'Toronto', regionId: washington.id, countryId: ontario.countryId } }));
    expect(wrongRegion.statusCode).toBe(400);
    expect(await countUsers('rollback1@example.org')).toBe(0);
    const unknownSkill = await register(registration('rollback2@example.org', { skills: [999999] }));
    expect(unknownSkill.statusCode).toBe(400);
    expect(await countUsers('rollback2@example.org')).toBe(0);
    expect(await t.lastMailTo('rollback2@example.org')).toBeUndefined();
  });

  it('reuses an existing user proven by password, and refuses one who is already a candidate', async () => {
    const user = await createTestUser(t.deps.db);
    const { account: _a, mainPhone: _p, address: _ad, ...rest } = registration('unused@example.org');
    const ok = await register({ ...rest, existingAccount: { userName: user.email, password: TEST_PASSWORD } });
    expect(ok.statusCode).toBe(201);
    expect(json(ok).user.id).toBe(user.id);
    const again = await register({ ...rest, existingAccount: { userName: user.email, password: TEST_PASSWORD } });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('The specified user is already a candidate');
    const { user: other } = await createCandidate(t.deps.db);
    const wrongPassword = await register({ ...rest, existingAccount: { userName: other.email, password: 'Wrong-pass1!' } });
    expect(wrongPassword.statusCode).toBe(401);
  });
});
