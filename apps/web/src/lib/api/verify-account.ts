import { api } from '@/lib/api-client.ts';

/** POST /api/auth/verification?token=: the verification link's token confirms the account (spec 1, section 7). */
export const verifyAccount = (token: string) => api.post<boolean>('/api/auth/verification', {}, { token });
