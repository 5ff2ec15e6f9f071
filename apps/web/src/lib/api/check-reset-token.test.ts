import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api.ts';
import { checkResetToken } from './check-reset-token.ts';

const early = (token: string, status: number) => {
  (window as { boardMatchFirstResetCheck?: unknown }).boardMatchFirstResetCheck = Promise.resolve({ token, response: new Response(status === 200 ? 'true' : '{}', { status }) });
};

describe('checkResetToken', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'boardMatchFirstResetCheck');
  });

  it("takes the check the page's head asked for, once, when it was for this token", async () => {
    const api = mockApi({ 'POST /api/auth/check-reset-password': { status: 200, body: true } });
    early('abc', 200);
    expect(await checkResetToken('abc')).toBe(true);
    expect(api.calls).toEqual([]);
    expect(await checkResetToken('abc')).toBe(true);
    expect(api.callsTo('POST', '/api/auth/check-reset-password')).toHaveLength(1);
  });

  it("ends the link on the head's refused answer without asking again, and asks itself for another token", async () => {
    const api = mockApi({ 'POST /api/auth/check-reset-password': { status: 200, body: true } });
    early('abc', 400);
    await expect(checkResetToken('abc')).rejects.toThrow();
    expect(api.calls).toEqual([]);
    early('other', 200);
    expect(await checkResetToken('abc')).toBe(true);
    expect(api.callsTo('POST', '/api/auth/check-reset-password')[0]?.body).toEqual({ Token: 'abc' });
  });
});
