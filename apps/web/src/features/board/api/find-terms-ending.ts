import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListQuery, TermEndingList } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/charities/{id}/terms-ending/read: the current terms ending within 120 days, soonest first. */
export const findTermsEnding = (charityId: number, query: Partial<ListQuery>) => api.post<TermEndingList>(`/api/charities/${charityId}/terms-ending/read`, query);

export function termsEndingOptions(charityId: number, query: Partial<ListQuery>) {
  return queryOptions({ queryKey: [...queryKeys.board.all(charityId), 'terms-ending', query] as const, queryFn: () => findTermsEnding(charityId, query), enabled: charityId > 0 });
}

export function useTermsEnding(charityId: number, query: Partial<ListQuery>) {
  return useQuery(termsEndingOptions(charityId, query));
}
