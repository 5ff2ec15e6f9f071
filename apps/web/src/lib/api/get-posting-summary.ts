import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostingSummary } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** One posting: signed-in visitors through the authenticated call (it knows whether they applied), others the public one. */
export const getPostingSummary = (id: number, signedIn: boolean) =>
  api.get<PostingSummary>(signedIn ? `/api/charities/postings/${id}` : `/api/charities/postings/public/${id}`);

export function postingSummaryOptions(id: number | null, signedIn: boolean) {
  return queryOptions({
    queryKey: queryKeys.postings.summary(id ?? 0, signedIn),
    queryFn: () => getPostingSummary(id!, signedIn),
    enabled: id !== null,
  });
}

export function usePostingSummary(id: number | null, signedIn: boolean) {
  return useQuery(postingSummaryOptions(id, signedIn));
}
