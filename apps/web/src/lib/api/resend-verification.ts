import { api } from '@/lib/api-client.ts';

/** POST /api/auth/resend-verification: mails the verification link again (spec 1, section 7). */
export const resendVerification = (UserName: string) => api.post<boolean>('/api/auth/resend-verification', { UserName });
