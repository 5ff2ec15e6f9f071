/**
 * What must never be written to a log: an e-mail address, a token or a link that carries one, a signed session.
 * Used on the logs of the whole server suite and of the journeys' server.
 */
const LEAKS: { what: string; pattern: RegExp }[] = [
  { what: 'an e-mail address', pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/ },
  { what: 'a token in a link', pattern: /[?&](token|invitation|invite|t|code|sig)=[A-Za-z0-9._~%-]{8,}/i },
  { what: 'a reset or invitation link', pattern: /\/(reset-password|staff-invitation|invitations?)\/[A-Za-z0-9._~%-]{16,}/i },
  { what: 'a signed token', pattern: /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/ },
  { what: 'a password hash', pattern: /\$argon2id?\$/ },
];

/** Each line of the log that holds something personal, with what it holds; the line itself cut short. */
export function findLeaks(log: string): string[] {
  const found: string[] = [];
  for (const line of log.split('\n')) {
    const leak = LEAKS.find((l) => l.pattern.test(line));
    if (leak) found.push(`${leak.what}: ${line.slice(0, 300)}`);
  }
  return found;
}
