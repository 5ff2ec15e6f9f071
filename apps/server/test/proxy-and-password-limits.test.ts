import { describe, expect, it } from 'vitest';
import { setupTestApp, TEST_PASSWORD } from './helpers.ts';
import { createTestUser } from './factories.ts';

/** Sign-in and every other password check share one lock per address, one per account and address, and one slowdown per account. */
const t = setupTestApp({ perAddressLimit: 5, authLimits: { accountCeiling: { max: 10, windowSeconds: 900 }, slowdownMs: 300 }, env: { TRUST_PROXY: '1' } });

const signIn = (userName: string, forwardedFor: string, password = 'Wrong-pass1!') =>
  t.app.inject({ method: 'POST', url: '/api/auth', headers: { 'x-forwarded-for': forwardedFor }, payload: { UserName: userName, Password: password } });

describe('behind one proxy (TRUST_PROXY=1)', () => {
  it('counts sign-ins by the address the proxy saw, whatever the client puts first in X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await signIn(`nobody${i}@example.ca`, `198.51.100.${i}, 203.0.113.7`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    // Another client behind the same proxy has its own count.
    expect((await signIn('nobody@example.ca', '198.51.100.1, 203.0.113.8')).statusCode).toBe(401);
  });
});

describe('registration with an existing account', () => {
  const candidateBody = (userName: string, password: string) => ({
    existingAccount: { userName, password },
    experienceTitle: 'Controller',
    experienceOrganizationName: 'Acme Ltd',
    isLookingForPosition: 'true',
    skills: [1],
    focusAreas: [1],
    acceptTermsAndConditions: true,
  });

  it("counts each password it checks against the address's lock, which then holds for sign-in too, from that address only", async () => {
    const user = await createTestUser(t.deps.db);
    const statuses: number[] = [];
    // One address, its limit 5 failures in this file.
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/candidates/register', headers: { 'x-forwarded-for': `192.0.2.1, 192.0.2.50` }, payload: candidateBody(user.email, `Guess-${i}-pass!`) });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect((await signIn(user.email, '192.0.2.50', TEST_PASSWORD)).statusCode).toBe(429);
    // The owner elsewhere is not locked out.
    expect((await signIn(user.email, '192.0.2.201', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("counts charity registrations from many addresses against the account's ceiling: slowed, never locked", async () => {
    const user = await createTestUser(t.deps.db);
    const regions = await t.regions();
    const region = regions[0]!;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/charities/register',
        headers: { 'x-forwarded-for': `192.0.2.${100 + i}` },
        payload: {
          charity: { name: 'Riverdale Food Bank', charitableNumber: '12345 6789 RR0001', email: 'info@riverdale.example', focusAreas: [1] },
          mainPhone: { number: '416-555-0100' },
          address: { city: 'Toronto', regionId: region.id, countryId: region.countryId },
          seniorStaff: { firstName: 'Sam', lastName: 'Chief', title: 'Executive Director', email: 'sam@riverdale.example', phone: { number: '416-555-0111' } },
          existingAccount: { userName: user.email, password: `Guess-${i}-pass!` },
          acceptTermsAndConditions: true,
        },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const started = Date.now();
    expect((await signIn(user.email, '192.0.2.202', TEST_PASSWORD)).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });
});
