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

/** Short-lived HS256 access tokens carrying nameId, the claims (1 when granted) and isSelf. */
export class AccessTokens {
  private readonly key: Uint8Array;
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
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.nameId !== 'number') return null;
      return payload as unknown as AccessClaims;
    } catch {
      return null;
    }
  }
}
