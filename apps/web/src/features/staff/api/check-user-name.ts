import type { UserNameCheck } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** POST /api/users/{username}: is the user name (an e-mail) already registered? */
export const checkUserName = (userName: string) => api.post<UserNameCheck>(`/api/users/${encodeURIComponent(userName)}`);

/** A failed check counts as not taken (the server refuses a duplicate anyway). */
export async function isEmailTaken(email: string): Promise<boolean> {
  try {
    return (await checkUserName(email)).taken;
  } catch (error) {
    console.error('Could not check user', error);
    return false;
  }
}
