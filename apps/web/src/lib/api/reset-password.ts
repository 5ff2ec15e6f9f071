import { api } from '@/lib/api-client.ts';

/** POST /api/auth/reset-password: the new password for the reset link's token (spec 1, section 7). */
export const resetPassword = (Token: string, Password: string) => api.post<boolean>('/api/auth/reset-password', { Token, Password });
