import { api } from '@/lib/api-client.ts';

/** POST /api/auth/check-reset-password: is the reset link's token still good? (spec 1, section 7) */
export const checkResetToken = (Token: string) => api.post<boolean>('/api/auth/check-reset-password', { Token });
