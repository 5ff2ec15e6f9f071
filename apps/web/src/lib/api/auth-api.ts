import { api } from '@/lib/api-client.ts';

/** Account calls that do not open a session (spec 1, section 7). */
export const authApi = {
  forgotPassword: (UserName: string) => api.post<boolean>('/api/auth/forgot-password', { UserName }),
  resendVerification: (UserName: string) => api.post<boolean>('/api/auth/resend-verification', { UserName }),
  verifyAccount: (token: string) => api.post<boolean>('/api/auth/verification', {}, { token }),
  checkResetToken: (Token: string) => api.post<boolean>('/api/auth/check-reset-password', { Token }),
  resetPassword: (Token: string, Password: string) => api.post<boolean>('/api/auth/reset-password', { Token, Password }),
};
