import type { CharityRegistration, RegistrationResult } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** POST /api/charities/register: a new charity with its first representative's account; no session needed. */
export async function registerCharity(body: CharityRegistration): Promise<RegistrationResult> {
  const [answer, { registrationResultSchema }] = await Promise.all([api.post('/api/charities/register', body), import('./registration-answers.ts')]);
  return registrationResultSchema.parse(answer);
}
