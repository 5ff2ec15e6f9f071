import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { buildTestApp, setupTestApp } from './helpers.ts';

const t = setupTestApp();

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers['content-security-policy']);
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  // The test app runs on http: no HSTS.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

describe('security headers', () => {
  it('are on an API answer, a 404, an error and the API documentation', async () => {
    expectSecurityHeaders((await t.app.inject({ method: 'GET', url: '/api/health' })).headers, 'api');
    expectSecurityHeaders((await t.app.inject({ method: 'GET', url: '/api/nothing-here' })).headers, '404');
    const error = await t.app.inject({ method: 'POST', url: '/api/auth', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expect(error.statusCode).toBe(400);
    expectSecurityHeaders(error.headers, 'error');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    expectSecurityHeaders(docs.headers, 'docs');
    // The documentation page runs only scripts it loads from our origin, which script-src 'self' allows.
    expect(docs.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expectSecurityHeaders(script.headers, 'static file');
  });

  it('adds HSTS when the app is served over https', async () => {
    const https = await buildTestApp({ env: { APP_URL: 'https://boardmatch.example' } });
    const res = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('what caches may keep', () => {
  it("answers a signed-in caller and personal data with 'no-store'; reference lists keep their own caching", async () => {
    const candidate = await t.as('candidate');
    expect(candidate.body.token).toBeTruthy();
    const session = await candidate.get('/api/users/session');
    expect(session.statusCode).toBe(200);
    expect(session.headers['cache-control']).toBe('no-store');
    const profile = await candidate.get(`/api/candidates/${candidate.candidate.id}`);
    expect(profile.headers['cache-control']).toBe('no-store');
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { UserName: candidate.user.email, Password: 'Wrong-pass1!' } });
    expect(signIn.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/lookups/countries' })).headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('the API documentation', () => {
  it('is off in production', async () => {
    const production = await buildTestApp({ env: { NODE_ENV: 'production' } });
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      expect((await production.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // Outside production it is there for the people who build on the API.
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('database outage', () => {
  it('answers 503 with a clear message and logs no SQL parameter', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const other = await buildTestApp();
    const { app } = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', APP_URL: 'http://boardmatch.test', LOG_LEVEL: 'error' }),
      database: other.database,
      jwtSecret: 'test-secret-test-secret-test-secret-0123',
      logger: { level: 'error', stream },
    });
    await app.ready();
    await other.database.close();
    const email = 'secret.person@example.ca';
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { UserName: email } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again in a moment.', issues: [] });
    }
    const log = lines.join('');
    expect(log).not.toContain(email);
    expect(log).not.toContain('params');
    // One line for the five failures.
    expect(lines.filter((l) => l.includes('database unavailable'))).toHaveLength(1);
    await app.close();
  });
});
