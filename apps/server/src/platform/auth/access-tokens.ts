import { SignJWT, jwtVerify } from 'jose';
import type { TokenPayload } from '@boardmatch/shared';
import { SuccessorSeal } from './successor-seal.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims extends TokenPayload {
  actingAdminUserId?: number | null;
  /** The user's token version when issued: a raised version (logout, reset, revocation) ends the token. */
  tv: number;
  /** The acting staff member's token version, while a staff member acts as this user. */
  atv?: number | null;
}

/** Tokens verified lately, kept at most this many: a session sends the same token with every call for 15 minutes. */
const MOST_REMEMBERED = 10_000;

/** Short-lived HS256 access tokens carrying nameId, the claims (1 when granted) and isSelf. */
export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Each token verified, by its whole text (its signature included), until it expires: checking the signature again
   * on every call cost a twentieth of the server's time on a list. Whether the token's user and version still hold is
   * read from the database on every call, as before.
   */
  private readonly verified = new Map<string, AccessClaims & { exp: number }>();
  /** Seals refresh token successors with a key derived from the same secret. */
  readonly successors: SuccessorSeal;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
    this.successors = new SuccessorSeal(secret);
  }

  sign(payload: AccessClaims): Promise<string> {
    return new SignJWT({ ...payload })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(payload.nameId))
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.nameId !== 'number' || typeof payload.exp !== 'number') return null;
      const claims = Object.freeze(payload) as unknown as AccessClaims & { exp: number };
      if (this.verified.size >= MOST_REMEMBERED) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
      return claims;
    } catch {
      return null;
    }
  }
}
