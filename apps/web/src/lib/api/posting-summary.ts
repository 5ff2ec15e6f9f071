import { useQuery } from '@tanstack/react-query';
import type { PostingSummary } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';

export const postingKey = (id: number, signedIn: boolean) => ['postings', id, signedIn ? 'signed-in' : 'public'] as const;

/** One posting: signed-in visitors through the authenticated call (it knows whether they applied), others the public one. */
export function usePostingSummary(id: number | null, signedIn: boolean) {
  return useQuery({
    queryKey: postingKey(id ?? 0, signedIn),
    queryFn: () => api.get<PostingSummary>(signedIn ? `/api/charities/postings/${id}` : `/api/charities/postings/public/${id}`),
    enabled: id !== null,
  });
}
