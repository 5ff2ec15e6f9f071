import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Length of an image URL's signature: 22 base64url characters, 132 bits of the HMAC. */
const SIGNATURE_LENGTH = 22;
/** A signed image URL works for at most an hour. */
export const IMAGE_URL_TTL_SECONDS = 3600;
/**
 * URLs handed out within the same quarter of an hour carry the same expiry, so the browser's cache keeps one copy
 * of an image for that quarter; each URL still works between 45 and 60 minutes.
 */
const EXPIRY_STEP_SECONDS = 900;

/**
 * Signs image URLs. An <img> cannot send the bearer token, so a candidate's picture or uploaded background is
 * served only with a signature the server handed out to someone who may see the candidate's profile. The
 * signature covers the image id and an expiry (e, seconds since 1970) at most an hour away: a link copied out of
 * a page stops working within the hour, and the server refuses it sooner once its record is gone.
 */
export class ImageSigner {
  private readonly key: Buffer;

  /** The key is derived from the access-token secret, so no new secret is needed and the two keys differ. */
  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'boardmatch', 'image-url-signature', 32));
  }

  sign(fileId: number, expiresAt: number): string {
    return createHmac('sha256', this.key).update(`image:${fileId}:${expiresAt}`).digest('base64url').slice(0, SIGNATURE_LENGTH);
  }

  /** The expiry of a URL handed out now. */
  expiry(): number {
    const seconds = Math.floor(this.now() / 1000);
    return Math.floor(seconds / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS + IMAGE_URL_TTL_SECONDS;
  }

  /**
   * Constant-time check of a URL's signature and expiry: refused once the expiry has passed, and when it lies
   * further ahead than any URL this signer hands out.
   */
  verify(fileId: number, expiresAt: unknown, signature: unknown): boolean {
    if (typeof signature !== 'string' || signature.length !== SIGNATURE_LENGTH) return false;
    const exp = typeof expiresAt === 'string' && /^[0-9]{1,12}$/.test(expiresAt) ? Number(expiresAt) : typeof expiresAt === 'number' ? expiresAt : NaN;
    if (!Number.isSafeInteger(exp)) return false;
    const seconds = this.now() / 1000;
    if (exp <= seconds || exp > seconds + IMAGE_URL_TTL_SECONDS) return false;
    const given = Buffer.from(signature);
    const expected = Buffer.from(this.sign(fileId, exp));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The signed URL of an image. */
  url(fileId: number): string {
    const exp = this.expiry();
    return `/api/images/${fileId}?e=${exp}&s=${this.sign(fileId, exp)}`;
  }
}

/** The unsigned URL of an image: enough for public images (and public profiles). */
export const publicImageUrl = (fileId: number) => `/api/images/${fileId}`;
