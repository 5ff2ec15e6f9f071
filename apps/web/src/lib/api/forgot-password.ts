import { api } from '@/lib/api-client.ts';

/** POST /api/auth/forgot-password: mails the reset link (spec 1, section 7); no session needed. */
export const forgotPassword = (UserName: string) => api.post<boolean>('/api/auth/forgot-password', { UserName });
