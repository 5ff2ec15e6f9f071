import { registrationResultSchema, type CharityRegistration, type RegistrationResult } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** POST /api/charities/register: a new charity with its first representative's account; no session needed. */
export const registerCharity = async (body: CharityRegistration): Promise<RegistrationResult> => registrationResultSchema.parse(await api.post('/api/charities/register', body));
