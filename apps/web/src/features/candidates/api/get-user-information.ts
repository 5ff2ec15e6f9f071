import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInformation } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/users/information: the signed-in user's own information (the User Information page). */
export const getUserInformation = () => api.get<UserInformation>('/api/users/information');

export function userInformationOptions() {
  return queryOptions({ queryKey: queryKeys.users.information(), queryFn: getUserInformation });
}

export function useUserInformation() {
  return useQuery(userInformationOptions());
}
