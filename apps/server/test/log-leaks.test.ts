import { describe, expect, it } from 'vitest';
import { findLeaks } from './log-leaks.ts';

describe('the log scan', () => {
  it('finds an address, a token in a link, a reset link, a signed token and a password hash', () => {
    const log = [
      '{"msg":"sent to jordan.lee@example.org"}',
      '{"msg":"GET /api/auth/verify?token=9f8e7d6c5b4a39281706"}',
      '{"msg":"open https://boardmatch.test/reset-password/abcdefghijklmnopqrstuvwx"}',
      '{"msg":"Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.sig"}',
      '{"msg":"hash $argon2id$v=19$m=19456"}',
      '{"level":40,"msg":"database error 57P01: terminating connection due to administrator command"}',
      '{"level":30,"msg":"demo data ready in 812 ms"}',
    ].join('\n');
    expect(findLeaks(log).map((l) => l.split(':')[0])).toEqual(['an e-mail address', 'a token in a link', 'a reset or invitation link', 'a signed token', 'a password hash']);
  });
});
