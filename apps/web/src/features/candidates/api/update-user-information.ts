import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInformation, UserInformationInput } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** PUT /api/users/information; the answer replaces the cached information. */
export const updateUserInformation = (input: UserInformationInput) => api.put<UserInformation>('/api/users/information', input);

export function useSaveUserInformation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateUserInformation, onSuccess: (info) => client.setQueryData(queryKeys.users.information(), info) });
}
