import { api } from '@/lib/api-client.ts';

/** POST /api/staff/invitations/accept: with a password when the invitation creates the account. */
export const acceptStaffInvitation = (token: string, password?: string) =>
  api.post<{ userName: string; createdAccount: boolean }>('/api/staff/invitations/accept', password ? { token, password } : { token });
