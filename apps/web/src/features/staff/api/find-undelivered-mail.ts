import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery, UndeliveredMailList } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/staff/undelivered-mail/read: one page of the mail refused for good, newest first. */
export const findUndeliveredMail = (query: Partial<ListQuery>) => api.post<UndeliveredMailList>('/api/staff/undelivered-mail/read', query);

export function undeliveredMailOptions(query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.staff.undeliveredMail(query), queryFn: () => findUndeliveredMail(query) });
}

export function useUndeliveredMail(query: Partial<ListQuery>) {
  return useQuery(undeliveredMailOptions(query));
}
