import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, AccessTokens, type AccessClaims } from './access-tokens.ts';

const claims: AccessClaims = { nameId: 7, isSelf: 'True', involvement: 'Candidate', tv: 1 };

describe('AccessTokens', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts its own token again without a second check, and refuses it once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new AccessTokens('a secret long enough for HS256 tokens');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose signature or claims were changed, also after the true one was accepted', async () => {
    const tokens = new AccessTokens('a secret long enough for HS256 tokens');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), nameId: 8 })).toString('base64url');
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
    // A middle character: the last one of a base64url signature carries bits the decoder ignores.
    const changed = signature!.slice(0, 10) + (signature![10] === 'A' ? 'B' : 'A') + signature!.slice(11);
    expect(await tokens.verify(`${header}.${payload}.${changed}`)).toBeNull();
    expect(await new AccessTokens('another secret, just as long as the first').verify(token)).toBeNull();
  });
});
