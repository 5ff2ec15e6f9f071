import { afterEach, describe, expect, it } from 'vitest';
import { setAccessToken } from '@/lib/access-token.ts';
import { earlyReadKey, type EarlyRead } from '@/lib/early-answer.ts';
import { mockApi } from '@/test/mock-api.ts';
import { checkResetToken } from './check-reset-token.ts';

type Holder = { boardMatchEarlyReads?: Promise<Record<string, Promise<EarlyRead | undefined>>> };
const holder = window as Holder;
const key = (Token: string) => earlyReadKey('POST', '/api/auth/check-reset-password', 'en', JSON.stringify({ Token }));
/** The check a reset link's painted page asked for from its head, without a session (src/first-paint.js, OPEN_READS). */
const early = (Token: string, status: number, token = '') => {
  holder.boardMatchEarlyReads = Promise.resolve({
    [key(Token)]: Promise.resolve({ token, status, type: 'application/json', body: status === 200 ? 'true' : '{}', at: Date.now() }),
  });
};

describe('checkResetToken', () => {
  afterEach(() => {
    delete holder.boardMatchEarlyReads;
    setAccessToken(null);
  });

  it("takes the check the page's head asked for, once, when it was for this token", async () => {
    const api = mockApi({ 'POST /api/auth/check-reset-password': { status: 200, body: true } });
    early('abc', 200);
    expect(await checkResetToken('abc')).toBe(true);
    expect(api.calls).toEqual([]);
    expect(await checkResetToken('abc')).toBe(true);
    expect(api.callsTo('POST', '/api/auth/check-reset-password')).toHaveLength(1);
  });

  it("asks itself for another token, after the head's refusal, and when a session came after the head asked", async () => {
    const api = mockApi({ 'POST /api/auth/check-reset-password': { status: 200, body: true } });
    early('other', 200);
    expect(await checkResetToken('abc')).toBe(true);
    expect(api.callsTo('POST', '/api/auth/check-reset-password')[0]?.body).toEqual({ Token: 'abc' });
    early('abc', 400);
    expect(await checkResetToken('abc')).toBe(true);
    early('abc', 200);
    setAccessToken('t1');
    expect(await checkResetToken('abc')).toBe(true);
    expect(api.callsTo('POST', '/api/auth/check-reset-password')).toHaveLength(3);
  });
});
