import { beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, json, setupTestApp, TEST_PASSWORD } from './helpers.ts';
import { createTestUser } from './factories.ts';

/** A page on another site must not post to the API with the visitor's browser (login CSRF, cookie use). */
const t = setupTestApp();
let email: string;
beforeAll(async () => {
  email = (await createTestUser(t.deps.db)).email;
});

const signIn = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth', headers, payload: { UserName: email, Password: TEST_PASSWORD } });

describe('cross-site requests', () => {
  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin', { origin: 'https://attacker.example' }],
    ['a foreign Origin marked same-site', { origin: 'http://evil.boardmatch.test', 'sec-fetch-site': 'same-site' }],
    ['the null Origin', { origin: 'null' }],
  ])('refuses a sign-in with %s: 403 in the error shape, no cookie', async (_name, headers) => {
    const res = await signIn(headers);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ code: 'CROSS_SITE', message: expect.any(String), issues: [] });
    expect(res.cookies.find((c) => c.name === 'bm_refresh')).toBeUndefined();
  });

  it('refuses the refresh and other state-changing calls from another site', async () => {
    for (const [method, url] of [['POST', '/api/auth/refresh-token'], ['POST', '/api/auth/logout'], ['PUT', '/api/users/state'], ['POST', '/api/candidates/register']] as const) {
      const res = await t.app.inject({ method, url, headers: { origin: 'https://attacker.example', cookie: 'bm_refresh=x' }, payload: {} });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('lets the app itself, its own host, and clients without browser headers through', async () => {
    expect((await signIn({ origin: APP_URL, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await signIn({ origin: 'http://api.internal:3000', host: 'api.internal:3000' })).statusCode).toBe(200);
    expect((await signIn({})).statusCode).toBe(200);
    expect((await signIn({ 'sec-fetch-site': 'none' })).statusCode).toBe(200);
  });

  it('leaves reading alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBeLessThan(400);
  });
});
