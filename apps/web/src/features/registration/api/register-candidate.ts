import { registrationResultSchema, type CandidateRegistration, type RegistrationResult } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** POST /api/candidates/register: a new candidate's account and profile; no session needed. */
export const registerCandidate = async (body: CandidateRegistration): Promise<RegistrationResult> => registrationResultSchema.parse(await api.post('/api/candidates/register', body));
