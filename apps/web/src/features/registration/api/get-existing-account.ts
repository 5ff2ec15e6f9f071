import type { UserDataResponse } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** POST /api/auth/user-data: checks credentials and says who the user is ('Already have a Boardmatch user account?'). */
export async function getExistingAccount(UserName: string, Password: string): Promise<UserDataResponse> {
  const [answer, { userDataResponseSchema }] = await Promise.all([api.post('/api/auth/user-data', { UserName, Password }), import('./registration-answers.ts')]);
  return userDataResponseSchema.parse(answer);
}
