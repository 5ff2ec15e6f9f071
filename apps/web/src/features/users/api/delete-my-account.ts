import { useMutation } from '@tanstack/react-query';
import type { DeleteAccount } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

/** POST /api/users/me/deletion: erases the signed-in account, confirmed by its password; every session ends. */
export const deleteMyAccount = (input: DeleteAccount) => api.post<null>('/api/users/me/deletion', input);

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
