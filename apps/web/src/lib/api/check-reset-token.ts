import { api } from '@/lib/api-client.ts';

/**
 * POST /api/auth/check-reset-password: is the reset link's token still good? (spec 1, section 7) A reset link's painted
 * page asks it from its head (src/first-paint.js, OPEN_READS), and this call takes that answer.
 */
export const checkResetToken = (Token: string) => api.post<boolean>('/api/auth/check-reset-password', { Token });
