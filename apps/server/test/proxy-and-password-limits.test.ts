import { describe, expect, it } from 'vitest';
import { setupTestApp, TEST_PASSWORD } from './helpers.ts';
import { createTestUser } from './factories.ts';

/** Sign-in and every other password check share one lock per address and per account. */
const t = setupTestApp({ perAddressLimit: 5, env: { TRUST_PROXY: '1' } });

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

  it('counts each password it checks against the account lock, which then holds for sign-in too', async () => {
    const user = await createTestUser(t.deps.db);
    const statuses: number[] = [];
    // A fresh address per try: only the per-account lock can stop this.
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/candidates/register', headers: { 'x-forwarded-for': `192.0.2.${i}` }, payload: candidateBody(user.email, `Guess-${i}-pass!`) });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await signIn(user.email, '192.0.2.200', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('counts charity registrations with an existing account against the same account lock', async () => {
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
    expect((await signIn(user.email, '192.0.2.201', TEST_PASSWORD)).statusCode).toBe(429);
  });
});
