import type { CandidateRegistration, RegistrationResult } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** POST /api/candidates/register: a new candidate's account and profile; no session needed. */
export async function registerCandidate(body: CandidateRegistration): Promise<RegistrationResult> {
  const [answer, { registrationResultSchema }] = await Promise.all([api.post('/api/candidates/register', body), import('./registration-answers.ts')]);
  return registrationResultSchema.parse(answer);
}
