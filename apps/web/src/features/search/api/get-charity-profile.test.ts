import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/access-token.ts';
import { mockApi } from '@/test/mock-api.ts';
import { getCharityProfile } from './get-charity-profile.ts';

const early = (charityId: number, token: string, body: unknown) => {
  (window as { boardMatchFirstProfile?: unknown }).boardMatchFirstProfile = Promise.resolve({ token, charityId, response: new Response(JSON.stringify(body), { status: 200 }) });
};

describe('getCharityProfile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setAccessToken(null);
    Reflect.deleteProperty(window, 'boardMatchFirstProfile');
  });

  it("takes the profile the page's head asked for, once, when it is this charity's with the same token", async () => {
    const api = mockApi({ 'GET /api/charities/5/profile': { status: 200, body: { id: 5, from: 'api' }, offContract: 'only the source is read here' } });
    setAccessToken('t1');
    early(5, 't1', { id: 5, from: 'head' });
    expect(await getCharityProfile(5, true)).toEqual({ id: 5, from: 'head' });
    expect(api.calls).toEqual([]);
    expect(await getCharityProfile(5, true)).toEqual({ id: 5, from: 'api' });
  });

  it('asks the API when the early answer is for another charity or another token', async () => {
    const api = mockApi({ 'GET /api/charities/5/profile': { status: 200, body: { id: 5, from: 'api' }, offContract: 'only the source is read here' } });
    setAccessToken('t2');
    early(5, 't1', { id: 5, from: 'head' });
    expect(await getCharityProfile(5, true)).toEqual({ id: 5, from: 'api' });
    early(6, 't2', { id: 6, from: 'head' });
    expect(await getCharityProfile(5, true)).toEqual({ id: 5, from: 'api' });
    expect(api.calls).toHaveLength(2);
  });
});
