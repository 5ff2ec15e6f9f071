import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A URL-safe random token with 256 bits of entropy. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's baseline).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spends the same time as a real check when the user does not exist, so timing does not reveal accounts. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$75Lb58E2J5i1e1rvjyK1RQ$Fdf5HT0+PSBFbTpw/jZmMQxXEPowEGqYO1lkj+/HoZY';
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(DUMMY_HASH, password);
}
