import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { courses, enrollments, impersonationAudits, refreshTokens, userTokens } from '../../db/schema/index.ts';
import { sha256 } from '../../platform/auth/crypto.ts';
import { buildTestApp, json, setupTestApp, signIn, TEST_PASSWORD, tokenFromMail } from '../../../test/helpers.ts';
import { createCandidate, createCharityRepresentative, createStaff, createTestUser } from '../../../test/factories.ts';

const t = setupTestApp();

const post = (url: string, payload?: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { bm_refresh: refreshToken } });
const logout = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { bm_refresh: refreshToken } });
const refreshCookie = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'bm_refresh')?.value;
const sessionStatus = async (token: string) => (await t.withToken(token).get('/api/users/session')).statusCode;
/** Moves a rotation back in time, past the grace window. */
const rotatedLongAgo = (refreshToken: string) =>
  t.deps.db.update(refreshTokens).set({ rotatedAt: sql`now() - interval '31 seconds'` }).where(eq(refreshTokens.tokenHash, sha256(refreshToken)));

describe('sign-in', () => {
  it('answers the result wrapper with a token carrying nameId, claims and isSelf, and sets an httpOnly strict cookie', async () => {
    const { user, candidate } = await createCandidate(t.deps.db);
    const res = await post('/api/auth', { UserName: user.email.toUpperCase(), Password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.error).toBeNull();
    expect(body.response.candidate.candidate).toEqual({ id: candidate.id, userId: user.id, onboardingComplete: true });
    expect(body.response.userInformation.firstName).toBe('Test');
    const payload = JSON.parse(Buffer.from(body.response.token.split('.')[1], 'base64url').toString());
    expect(payload.nameId).toBe(user.id);
    expect(payload['candidate.read']).toBe(1);
    expect(payload['posting.read']).toBe(1);
    expect(payload['boardmatch-admin.read']).toBeUndefined();
    expect(payload['candidate-thinkific-enrollment-complete']).toBeUndefined();
    expect(payload.isSelf).toBe('True');
    const cookie = res.cookies.find((c) => c.name === 'bm_refresh')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.path).toBe('/api/auth');
    expect(cookie.secure).toBeFalsy(); // APP_URL is http here
  });

  it('accepts a form-encoded body', async () => {
    const user = await createTestUser(t.deps.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `UserName=${encodeURIComponent(user.email)}&Password=${encodeURIComponent(TEST_PASSWORD)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).response.token).toBeTruthy();
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const user = await createTestUser(t.deps.db);
    const wrong = await post('/api/auth', { UserName: user.email, Password: 'Wrong-pass1!' });
    const unknown = await post('/api/auth', { UserName: 'nobody@example.org', Password: 'Wrong-pass1!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong)).toMatchObject({ error: true, response: null, message: 'Username or Password is incorrect' });
    expect(json(unknown).message).toBe(json(wrong).message);
  });

  it("tells an unverified user with a message containing 'verification'", async () => {
    const user = await createTestUser(t.deps.db, { verified: false });
    const res = await post('/api/auth', { UserName: user.email, Password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(json(res).error).toBe(true);
    expect(json(res).message).toContain('verification');
  });

  it('answers 400, not 500, to malformed JSON, wrong types and missing fields', async () => {
    const malformed = await t.app.inject({ method: 'POST', url: '/api/auth', headers: { 'content-type': 'application/json' }, payload: '{"UserName":' });
    expect(malformed.statusCode).toBe(400);
    const wrongType = await post('/api/auth', { UserName: 12, Password: ['x'] });
    expect(wrongType.statusCode).toBe(400);
    expect(json(wrongType).issues.length).toBeGreaterThan(0);
    const empty = await post('/api/auth', {});
    expect(empty.statusCode).toBe(400);
  });

  it('answers 413 to an oversized body', async () => {
    const res = await post('/api/auth', { UserName: 'a@b.ca', Password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(json(res).code).toBe('TOO_LARGE');
  });

  it('counts only failed tries: signing in again and again with the right password is never refused', async () => {
    const user = await createTestUser(t.deps.db);
    for (let i = 0; i < 15; i++) expect((await post('/api/auth', { UserName: user.email, Password: TEST_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await post('/api/auth', { UserName: user.email, Password: 'Wrong-pass1!' })).statusCode).toBe(401);
    expect((await post('/api/auth', { UserName: user.email, Password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('rate limits tries per account (429 with a clear message)', async () => {
    const user = await createTestUser(t.deps.db);
    let last = 0;
    for (let i = 0; i < 11; i++) last = (await post('/api/auth', { UserName: user.email, Password: 'Wrong-pass1!' })).statusCode;
    expect(last).toBe(429);
    const res = await post('/api/auth', { UserName: user.email, Password: TEST_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(json(res).message).toMatch(/Too many attempts/);
  });
});

describe('wrong passwords lock one address out of one account, not the owner', () => {
  const signInFrom = (app: typeof t.app, remoteAddress: string, UserName: string, Password: string) => app.inject({ method: 'POST', url: '/api/auth', payload: { UserName, Password }, remoteAddress });

  it("ten wrong passwords from one address leave the owner, staff included, signing in from another", async () => {
    for (const { user } of [{ user: await createTestUser(t.deps.db) }, await createStaff(t.deps.db)]) {
      for (let i = 0; i < 10; i++) expect((await signInFrom(t.app, '203.0.113.7', user.email, 'Wrong-pass1!')).statusCode).toBe(401);
      expect((await signInFrom(t.app, '203.0.113.7', user.email, TEST_PASSWORD)).statusCode).toBe(429);
      expect((await signInFrom(t.app, '198.51.100.4', user.email, TEST_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('a password reset lifts the lock from every address', async () => {
    const user = await createTestUser(t.deps.db);
    for (let i = 0; i < 11; i++) await signInFrom(t.app, '203.0.113.8', user.email, 'Wrong-pass1!');
    const locked = await signInFrom(t.app, '203.0.113.8', user.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(json(locked).message).toBe('Too many attempts. Please wait a few minutes and try again, or reset your password to sign in now.');
    await post('/api/auth/forgot-password', { UserName: user.email });
    expect((await post('/api/auth/reset-password', { Token: tokenFromMail((await t.lastMailTo(user.email))!.text), Password: 'New-pass2?' })).statusCode).toBe(200);
    expect((await signInFrom(t.app, '203.0.113.8', user.email, 'New-pass2?')).statusCode).toBe(200);
  });

  it("past the account's ceiling over all addresses, checks slow down but the owner still signs in", async () => {
    const slowed = await buildTestApp({ authLimits: { accountCeiling: { max: 3, windowSeconds: 900 }, slowdownMs: 400 } });
    try {
      const user = await createTestUser(slowed.deps.db);
      const timed = async (address: string, password: string) => {
        const started = Date.now();
        const res = await signInFrom(slowed.app, address, user.email, password);
        return { status: res.statusCode, ms: Date.now() - started };
      };
      for (let i = 0; i < 3; i++) expect((await timed(`203.0.113.${20 + i}`, 'Wrong-pass1!')).ms).toBeLessThan(400);
      const wrong = await timed('203.0.113.30', 'Wrong-pass1!');
      expect(wrong).toMatchObject({ status: 401 });
      expect(wrong.ms).toBeGreaterThanOrEqual(400);
      const owner = await timed('198.51.100.5', TEST_PASSWORD);
      expect(owner.status).toBe(200);
      expect(owner.ms).toBeGreaterThanOrEqual(400);
    } finally {
      await slowed.close();
    }
  });
});

describe('refresh tokens', () => {
  it('travels only in the cookie: no JSON body carries it, and a token in the body is not read', async () => {
    const { user: admin } = await createStaff(t.deps.db);
    const { user: target } = await createCandidate(t.deps.db);
    const signedIn = await post('/api/auth', { UserName: admin.email, Password: TEST_PASSWORD });
    const refreshed = await refresh(refreshCookie(signedIn)!);
    const acting = await t.withToken(json(refreshed).token).post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: target.id, adminUsername: admin.email, adminPassword: TEST_PASSWORD });
    for (const res of [signedIn, refreshed, acting]) {
      expect(res.statusCode).toBe(200);
      const cookie = refreshCookie(res)!;
      expect(cookie).toBeTruthy();
      expect(res.body).not.toContain(cookie);
      expect(res.body).not.toMatch(/refresh/i);
    }
    expect((await post('/api/auth/refresh-token', { refreshToken: refreshCookie(acting) })).statusCode).toBe(401);
  });

  it('rotates on each use, and a token reused after the grace window revokes the whole family and its access tokens', async () => {
    const user = await createTestUser(t.deps.db);
    const first = await signIn(t.app, user.email);
    const r1 = await refresh(first.refreshToken);
    expect(r1.statusCode).toBe(200);
    const second = refreshCookie(r1)!;
    expect(second).not.toBe(first.refreshToken);
    expect(await sessionStatus(json(r1).token)).toBe(200);
    await rotatedLongAgo(first.refreshToken);
    // Reuse of the rotated token: refused, and the family (including the new token) is revoked.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(401);
    expect(await sessionStatus(first.token)).toBe(401);
    expect(await sessionStatus(json(r1).token)).toBe(401);
  });

  it('gives two tabs refreshing the same token at once the same successor, and both go on working', async () => {
    const user = await createTestUser(t.deps.db);
    const s = await signIn(t.app, user.email);
    const [a, b] = await Promise.all([refresh(s.refreshToken), refresh(s.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(refreshCookie(a)).toBeTruthy();
    expect(refreshCookie(b)).toBe(refreshCookie(a));
    // A third try a moment later, still within the window, gets it too.
    const c = await refresh(s.refreshToken);
    expect(c.statusCode).toBe(200);
    expect(refreshCookie(c)).toBe(refreshCookie(a));
    expect(await sessionStatus(json(a).token)).toBe(200);
    expect(await sessionStatus(json(b).token)).toBe(200);
    const next = await refresh(refreshCookie(a)!);
    expect(next.statusCode).toBe(200);
    expect(await sessionStatus(json(next).token)).toBe(200);
    // The successor is stored sealed, never as the token itself.
    const [row] = await t.deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(s.refreshToken)));
    expect(row!.successorToken).toBeTruthy();
    expect(row!.successorToken).not.toContain(refreshCookie(a)!);
  });

  it('refuses an unknown token and logs out by revoking the family and the access token', async () => {
    expect((await refresh('nope')).statusCode).toBe(401);
    expect((await post('/api/auth/refresh-token', {})).statusCode).toBe(401);
    const user = await createTestUser(t.deps.db);
    const s = await signIn(t.app, user.email);
    expect(await sessionStatus(s.token)).toBe(200);
    expect((await logout(s.refreshToken)).statusCode).toBe(204);
    expect((await refresh(s.refreshToken)).statusCode).toBe(401);
    expect(await sessionStatus(s.token)).toBe(401);
  });

  it('refuses an access token without a token version', async () => {
    const user = await createTestUser(t.deps.db);
    const s = await signIn(t.app, user.email);
    const { tv: _tv, ...claims } = JSON.parse(Buffer.from(s.token.split('.')[1]!, 'base64url').toString());
    expect(await sessionStatus(await t.deps.tokens.sign(claims))).toBe(401);
  });
});

describe('verification', () => {
  it('verifies once from the e-mailed token; the token cannot be used again', async () => {
    const user = await createTestUser(t.deps.db, { verified: false });
    expect((await post('/api/auth/resend-verification', { UserName: user.email })).statusCode).toBe(200);
    const mail = await t.lastMailTo(user.email);
    expect(mail?.text).toContain('http://boardmatch.test/login?token=');
    const token = tokenFromMail(mail!.text);
    expect((await post(`/api/auth/verification?token=${token}`)).statusCode).toBe(200);
    expect((await post('/api/auth', { UserName: user.email, Password: TEST_PASSWORD })).statusCode).toBe(200);
    const again = await post(`/api/auth/verification?token=${token}`);
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe('Unable to verify your account.');
  });

  it('refuses an expired token', async () => {
    const user = await createTestUser(t.deps.db, { verified: false });
    await post('/api/auth/resend-verification', { UserName: user.email });
    const token = tokenFromMail((await t.lastMailTo(user.email))!.text);
    await t.deps.db.update(userTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(userTokens.userId, user.id));
    expect((await post(`/api/auth/verification?token=${token}`)).statusCode).toBe(400);
  });

  it('answers 404 to a re-send for an unknown user', async () => {
    const res = await post('/api/auth/resend-verification', { UserName: 'ghost@example.org' });
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe('Unable to send an email.');
  });
});

describe('password recovery', () => {
  it('e-mails a one-hour link; check and reset work once, the new password signs in and old sessions end', async () => {
    const user = await createTestUser(t.deps.db);
    const old = await signIn(t.app, user.email);
    expect((await post('/api/auth/forgot-password', { UserName: user.email })).statusCode).toBe(200);
    const token = tokenFromMail((await t.lastMailTo(user.email))!.text);
    expect((await post('/api/auth/check-reset-password', { Token: token })).statusCode).toBe(200);
    const weak = await post('/api/auth/reset-password', { Token: token, Password: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(json(weak).issues[0].message).toMatch(/at least 8 characters/);
    expect((await post('/api/auth/reset-password', { Token: token, Password: 'New-pass2?' })).statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { Token: token, Password: 'New-pass3?' })).statusCode).toBe(400);
    expect((await post('/api/auth/check-reset-password', { Token: token })).statusCode).toBe(400);
    expect((await post('/api/auth', { UserName: user.email, Password: 'New-pass2?' })).statusCode).toBe(200);
    expect((await post('/api/auth', { UserName: user.email, Password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await refresh(old.refreshToken)).statusCode).toBe(401);
    expect(await sessionStatus(old.token)).toBe(401);
  });

  it('ends the sessions in which the person acts as someone else, and those of others acting as them', async () => {
    const { user: admin } = await createStaff(t.deps.db);
    const { user: target } = await createCandidate(t.deps.db);
    const own = await t.as(admin);
    const res = await own.post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: target.id, adminUsername: admin.email, adminPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const acting = { token: json(res).token as string, refreshToken: refreshCookie(res)! };
    // The staff member resets their own password: the acting session ends with it.
    expect((await post('/api/auth/forgot-password', { UserName: admin.email })).statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { Token: tokenFromMail((await t.lastMailTo(admin.email))!.text), Password: 'New-pass2?' })).statusCode).toBe(200);
    expect(await sessionStatus(acting.token)).toBe(401);
    expect((await refresh(acting.refreshToken)).statusCode).toBe(401);
    // The person acted as resets theirs: a session acting as them ends too.
    const other = await t.as('staff');
    const res2 = await other.post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: target.id, adminUsername: other.user.email, adminPassword: TEST_PASSWORD });
    const actingAsTarget = { token: json(res2).token as string, refreshToken: refreshCookie(res2)! };
    expect(await sessionStatus(actingAsTarget.token)).toBe(200);
    expect((await post('/api/auth/forgot-password', { UserName: target.email })).statusCode).toBe(200);
    expect((await post('/api/auth/reset-password', { Token: tokenFromMail((await t.lastMailTo(target.email))!.text), Password: 'New-pass2?' })).statusCode).toBe(200);
    expect(await sessionStatus(actingAsTarget.token)).toBe(401);
    expect((await refresh(actingAsTarget.refreshToken)).statusCode).toBe(401);
  });

  it('holds one longest password everywhere: one that can be chosen can be signed in with', async () => {
    const user = await createTestUser(t.deps.db);
    await post('/api/auth/forgot-password', { UserName: user.email });
    const token = tokenFromMail((await t.lastMailTo(user.email))!.text);
    const longest = 'Aa1!' + 'x'.repeat(196);
    const tooLong = await post('/api/auth/reset-password', { Token: token, Password: longest + 'x' });
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong).issues[0].message).toBe('Password must be at most 200 characters');
    expect((await post('/api/auth/reset-password', { Token: token, Password: longest })).statusCode).toBe(200);
    expect((await post('/api/auth', { UserName: user.email, Password: longest })).statusCode).toBe(200);
    expect((await post('/api/auth', { UserName: user.email, Password: longest + 'x' })).statusCode).toBe(400);
  });

  it('refuses an expired reset token', async () => {
    const user = await createTestUser(t.deps.db);
    await post('/api/auth/forgot-password', { UserName: user.email });
    const token = tokenFromMail((await t.lastMailTo(user.email))!.text);
    await t.deps.db.update(userTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(userTokens.userId, user.id));
    expect((await post('/api/auth/check-reset-password', { Token: token })).statusCode).toBe(400);
    expect((await post('/api/auth/reset-password', { Token: token, Password: 'New-pass2?' })).statusCode).toBe(400);
  });

  it("tells an unknown address 'It seems you are not a BoardMatch user.'", async () => {
    const res = await post('/api/auth/forgot-password', { UserName: 'ghost@example.org' });
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe('It seems you are not a BoardMatch user.');
  });
});

describe('user-data', () => {
  it('answers who the user is and whether they are a candidate, only with the right password', async () => {
    const { user } = await createCandidate(t.deps.db);
    const ok = await post('/api/auth/user-data', { UserName: user.email, Password: TEST_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ id: user.id, isCandidate: true });
    expect(JSON.stringify(json(ok))).not.toContain('argon2');
    const bad = await post('/api/auth/user-data', { UserName: user.email, Password: 'Wrong-pass1!' });
    expect(bad.statusCode).toBe(401);
    expect(json(bad).message).toBe('Email or password is incorrect');
  });
});

describe('authenticate-as-user', () => {
  it('lets staff act as another user with their own password; the session is not self, remembers the admin and is audited', async () => {
    const { user: admin } = await createStaff(t.deps.db);
    const { user: target } = await createCandidate(t.deps.db);
    const s = await t.as(admin);
    const res = await s.post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: target.id, adminUsername: admin.email, adminPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.isSelf).toBe(false);
    expect(body.userId).toBe(target.id);
    const session = json(await t.withToken(body.token).get('/api/users/session'));
    expect(session.isSelf).toBe(false);
    expect(session.actingAdmin).toEqual({ id: admin.id, userName: admin.email });
    expect(session.claims.isSelf).toBe('False');
    // The refreshed session stays an acting one.
    const refreshed = json(await refresh(refreshCookie(res)!));
    expect(refreshed.isSelf).toBe(false);
    const audits = await t.deps.db.select().from(impersonationAudits).where(eq(impersonationAudits.adminUserId, admin.id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ targetUserId: target.id });
    expect(audits[0]!.ipAddress).toBeTruthy();
  });

  it('refuses without a session, a non-staff caller, a wrong password, oneself and an unknown user', async () => {
    const { user: admin } = await createStaff(t.deps.db);
    const { user: other } = await createCandidate(t.deps.db);
    const s = await t.as(admin);
    const body = { targetUserId: other.id, adminUsername: admin.email, adminPassword: TEST_PASSWORD, reason: 'Help asked by phone' };
    expect((await post('/api/auth/authenticate-as-user', body)).statusCode).toBe(401);
    const cand = await t.as(other);
    expect((await cand.post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: admin.id, adminUsername: other.email, adminPassword: TEST_PASSWORD })).statusCode).toBe(403);
    // Staff credentials given while signed in as somebody else.
    expect((await cand.post('/api/auth/authenticate-as-user', body)).statusCode).toBe(403);
    expect((await s.post('/api/auth/authenticate-as-user', { ...body, adminPassword: 'Wrong-pass1!' })).statusCode).toBe(401);
    expect((await s.post('/api/auth/authenticate-as-user', { ...body, targetUserId: admin.id })).statusCode).toBe(400);
    expect((await s.post('/api/auth/authenticate-as-user', { ...body, targetUserId: 999999 })).statusCode).toBe(404);
  });

  it('refuses to act without a reason, naming the field', async () => {
    const { user: admin } = await createStaff(t.deps.db);
    const { user: other } = await createCandidate(t.deps.db);
    const s = await t.as(admin);
    const body = { targetUserId: other.id, adminUsername: admin.email, adminPassword: TEST_PASSWORD };
    for (const reason of [undefined, '', '   ']) {
      const res = await s.post('/api/auth/authenticate-as-user', reason === undefined ? body : { ...body, reason });
      expect(res.statusCode, String(reason)).toBe(400);
      expect(json(res).issues.map((issue: { path: string }) => issue.path), String(reason)).toContain('reason');
    }
  });

  it("ends the acting session's access and refresh tokens when the staff member logs out", async () => {
    const { user: admin } = await createStaff(t.deps.db);
    const { user: target } = await createCandidate(t.deps.db);
    const act = async () => {
      const own = await t.as(admin);
      const res = await own.post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: target.id, adminUsername: admin.email, adminPassword: TEST_PASSWORD }, { cookies: { bm_refresh: own.refreshToken } });
      expect(res.statusCode).toBe(200);
      // Acting ends the staff member's own session in this browser.
      expect((await refresh(own.refreshToken)).statusCode).toBe(401);
      return { token: json(res).token as string, refreshToken: refreshCookie(res)! };
    };
    // Logging out of the acting session itself.
    const first = await act();
    expect(await sessionStatus(first.token)).toBe(200);
    expect((await logout(first.refreshToken)).statusCode).toBe(204);
    expect(await sessionStatus(first.token)).toBe(401);
    // Logging out of the staff member's own session in another browser.
    const second = await act();
    const elsewhere = await signIn(t.app, admin.email);
    expect(await sessionStatus(second.token)).toBe(200);
    expect((await logout(elsewhere.refreshToken)).statusCode).toBe(204);
    expect(await sessionStatus(second.token)).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an acting session from acting again', async () => {
    const { user: admin } = await createStaff(t.deps.db);
    const { user: a } = await createCandidate(t.deps.db);
    const { user: b } = await createCandidate(t.deps.db);
    const s = await t.as(admin);
    const acting = json(await s.post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: a.id, adminUsername: admin.email, adminPassword: TEST_PASSWORD }));
    const res = await t.withToken(acting.token).post('/api/auth/authenticate-as-user', { reason: 'Help asked by phone', targetUserId: b.id, adminUsername: admin.email, adminPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
  });
});

describe('session, involvements and state', () => {
  it('lists involvements boardmatch, charity, candidate and selects by user state; switching changes the claims', async () => {
    const { user } = await createStaff(t.deps.db);
    await createCandidate(t.deps.db, { userId: user.id });
    const { charityId } = await createCharityRepresentative(t.deps.db, { userId: user.id, select: false });
    // createCandidate selected the candidate role last.
    let s = await t.as(user);
    let session = json(await s.get('/api/users/session'));
    expect(session.involvements.map((i: { involvement: string }) => i.involvement)).toEqual(['boardmatch', 'charityRepresentative', 'candidate']);
    expect(session.selectedInvolvementId).toMatch(/^candidate-/);
    expect(session.claims['candidate.read']).toBe(1);

    const sw = await s.post('/api/users/state/switch', { involvement: 'charityRepresentative', charityId });
    expect(sw.statusCode).toBe(200);
    expect(json(sw)).toMatchObject({ charityRole: 1, candidateRole: 0, boardmatchRole: 0, charityId });
    const refreshed = json(await refresh(s.refreshToken));
    const payload = JSON.parse(Buffer.from(refreshed.token.split('.')[1], 'base64url').toString());
    expect(payload['charity-admin.read']).toBe(1);
    expect(payload['candidate.read']).toBeUndefined();
    expect(payload.charityId).toBe(charityId);

    s = await t.as(user);
    session = json(await s.get('/api/users/session'));
    expect(session.charityRepresentative.charityId).toBe(charityId);
  });

  it("refuses to switch to an involvement the user does not hold, or another charity's", async () => {
    const { user } = await createCandidate(t.deps.db);
    const { charityId: otherCharity } = await createCharityRepresentative(t.deps.db);
    const s = await t.as(user);
    expect((await s.post('/api/users/state/switch', { involvement: 'boardmatch' })).statusCode).toBe(403);
    expect((await s.post('/api/users/state/switch', { involvement: 'charityRepresentative', charityId: otherCharity })).statusCode).toBe(403);
  });

  it('saves the last visited path, and answers 401 without a session or with a forged token', async () => {
    const { user } = await createCandidate(t.deps.db);
    const s = await t.as(user);
    expect((await s.put('/api/users/state', { lastState: '/candidate-postings' })).statusCode).toBe(204);
    const session = json(await s.get('/api/users/session'));
    expect(session.state.lastState).toBe('/candidate-postings');
    expect((await s.put('/api/users/state', { lastState: 'http://evil.example' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/session' })).statusCode).toBe(401);
    const forged = s.token.slice(0, -4) + 'AAAA';
    expect((await t.app.inject({ method: 'GET', url: '/api/users/session', headers: { authorization: `Bearer ${forged}` } })).statusCode).toBe(401);
  });
});

describe('platform', () => {
  it('answers health 200 and serves the OpenAPI document', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(json(docs).paths)).toEqual(expect.arrayContaining(['/api/auth', '/api/auth/refresh-token', '/api/candidates/register']));
  });

  it('answers 404 in the error shape to an unknown route and an unknown lookup', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ code: 'NOT_FOUND', issues: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/lookups/nothing' })).statusCode).toBe(404);
  });

  it('lists Canadian provinces under Canada', async () => {
    const countries = json(await t.app.inject({ method: 'GET', url: '/api/lookups/countries' })) as unknown as { id: number; name: string }[];
    const canada = countries.find((c) => c.name === 'Canada')!;
    const regions = json(await t.app.inject({ method: 'GET', url: '/api/lookups/regions' })) as unknown as { countryId: number }[];
    expect(regions.filter((r) => r.countryId === canada.id)).toHaveLength(13);
  });
});

describe('rate limit per address', () => {
  it('refuses the 31st sign-in from one address within 15 minutes, whatever the account', async () => {
    const limited = await buildTestApp({ perAddressLimit: 30 });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await limited.app.inject({ method: 'POST', url: '/api/auth', payload: { UserName: `someone${i}@example.org`, Password: 'Wrong-pass1!' } })).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    const forgot = await limited.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { UserName: 'x@example.org' } });
    expect(forgot.statusCode).toBe(404); // a different action has its own counter
  });
});

describe('orientation claim', () => {
  it('grants candidate-thinkific-enrollment-complete once the orientation course (1679471) is finished', async () => {
    const { user } = await createCandidate(t.deps.db);
    await t.deps.db.insert(courses).values({ courseId: 1679471, courseName: 'Orientation', courseTypeId: 1 }).onConflictDoNothing();
    await t.deps.db.insert(enrollments).values({ userId: user.id, courseId: 1679471, percentageCompleted: 0.5 });
    const half = JSON.parse(Buffer.from((await signIn(t.app, user.email)).token.split('.')[1]!, 'base64url').toString());
    expect(half['candidate-thinkific-enrollment-complete']).toBeUndefined();
    await t.deps.db.update(enrollments).set({ percentageCompleted: 1 }).where(eq(enrollments.userId, user.id));
    const done = JSON.parse(Buffer.from((await signIn(t.app, user.email)).token.split('.')[1]!, 'base64url').toString());
    expect(done['candidate-thinkific-enrollment-complete']).toBe(1);
  });
});
