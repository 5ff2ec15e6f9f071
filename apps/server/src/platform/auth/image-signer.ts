import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Length of an image URL's signature: 22 base64url characters, 132 bits of the HMAC. */
const SIGNATURE_LENGTH = 22;

/**
 * Signs image URLs. An <img> cannot send the bearer token, so a candidate's picture or uploaded background is
 * served only with a signature the server handed out to someone who may see the candidate's profile. The
 * signature depends on the image id alone, so it never expires and browsers keep caching the image.
 */
export class ImageSigner {
  private readonly key: Buffer;

  /** The key is derived from the access-token secret, so no new secret is needed and the two keys differ. */
  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'boardmatch', 'image-url-signature', 32));
  }

  sign(fileId: number): string {
    return createHmac('sha256', this.key).update(`image:${fileId}`).digest('base64url').slice(0, SIGNATURE_LENGTH);
  }

  /** Constant-time check of a signature from a URL (anything else than a string of the right length is invalid). */
  verify(fileId: number, signature: unknown): boolean {
    if (typeof signature !== 'string' || signature.length !== SIGNATURE_LENGTH) return false;
    const given = Buffer.from(signature);
    const expected = Buffer.from(this.sign(fileId));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The signed URL of an image. */
  url(fileId: number): string {
    return `/api/images/${fileId}?s=${this.sign(fileId)}`;
  }
}

/** The unsigned URL of an image: enough for public images (and public profiles). */
export const publicImageUrl = (fileId: number) => `/api/images/${fileId}`;
