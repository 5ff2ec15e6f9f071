import { userDataResponseSchema, type UserDataResponse } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** POST /api/auth/user-data: checks credentials and says who the user is ('Already have a Boardmatch user account?'). */
export async function getExistingAccount(UserName: string, Password: string): Promise<UserDataResponse> {
  return userDataResponseSchema.parse(await api.post('/api/auth/user-data', { UserName, Password }));
}
