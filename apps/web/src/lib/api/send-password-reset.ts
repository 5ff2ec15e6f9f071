import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** POST /api/users/{id}/password-reset: staff send a user the forgot-password e-mail; the answer names the address. */
export const sendPasswordReset = (userId: number) => api.post<{ email: string }>(`/api/users/${userId}/password-reset`);

export function useSendPasswordReset(userId: number) {
  return useMutation({ mutationFn: () => sendPasswordReset(userId) });
}
