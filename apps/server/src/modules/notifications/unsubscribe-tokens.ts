import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { DIGEST_KINDS, type DigestKind } from '@boardmatch/shared';

const TOKEN_PATTERN = /^([1-9][0-9]{0,9})\.([a-z]+)\.([A-Za-z0-9_-]{43})$/;

/**
 * The token of a digest's unsubscribe link: the user's id and the digest's kind, signed (HMAC-SHA256 with a key
 * derived from the server's secret). It names one digest of one person and cannot be guessed or turned to another;
 * it does not expire, as a mail read months later must still stop the digest.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  /** The key is derived from the access-token secret, so no new secret is needed and the two keys differ. */
  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'boardmatch', 'digest-unsubscribe', 32));
  }

  private signature(userId: number, kind: DigestKind): string {
    return createHmac('sha256', this.key).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
  }

  sign(userId: number, kind: DigestKind): string {
    return `${userId}.${kind}.${this.signature(userId, kind)}`;
  }

  /** The user and digest a token names, or null for anything this server did not sign. */
  verify(token: string): { userId: number; kind: DigestKind } | null {
    const m = TOKEN_PATTERN.exec(token);
    if (!m) return null;
    const userId = Number(m[1]);
    const kind = m[2] as DigestKind;
    if (!Number.isSafeInteger(userId) || userId > 2_147_483_647 || !DIGEST_KINDS.includes(kind)) return null;
    const given = Buffer.from(m[3]!);
    const expected = Buffer.from(this.signature(userId, kind));
    return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind } : null;
  }
}
