import { api } from '@/lib/api-client.ts';
import { takeEarlyAnswer } from '@/lib/early-answer.ts';

/**
 * The check a reset link's page asked for from its head (src/first-paint.js), taken only for this token: a good answer is
 * true, any other is the link's end, as the app's own call would be. Undefined when the head did not ask (or could not).
 */
async function takeFirstCheck(Token: string): Promise<true | undefined> {
  const answer = await takeEarlyAnswer('boardMatchFirstResetCheck')?.catch(() => undefined);
  if (!answer || answer.token !== Token) return undefined;
  if (!answer.response.ok) throw new Error(`the reset token was refused (${answer.response.status})`);
  return true;
}

/** POST /api/auth/check-reset-password: is the reset link's token still good? (spec 1, section 7) */
export const checkResetToken = async (Token: string) => (await takeFirstCheck(Token)) ?? api.post<boolean>('/api/auth/check-reset-password', { Token });
