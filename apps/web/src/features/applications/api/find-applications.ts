import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApplicationStatus, type ApplicationList, type ListQuery } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { firstListQuery, type ListQueryOptions } from '@/lib/use-list-query.ts';

/** POST /api/candidates/applications/read with the list query (a candidate gets only their own). */
export const findApplications = (query: Partial<ListQuery>) => api.post<ApplicationList>('/api/candidates/applications/read', query);

export function applicationsOptions(query: Partial<ListQuery>) {
  return queryOptions({ queryKey: queryKeys.applications.list(query), queryFn: () => findApplications(query) });
}

/** How My Applications first lists a candidate's applications: newest first, the first page. */
export const ownApplicationsList = (candidateId: number) =>
  ({ filters: { candidateId: [candidateId] }, sort: { field: 'applicationDate', isAscending: false } }) satisfies ListQueryOptions<{ candidateId: number[] }>;

/** The first page of a candidate's applications, as My Applications asks for it. */
export function firstApplicationsOptions(candidateId: number) {
  const { filters, sort } = ownApplicationsList(candidateId);
  return applicationsOptions(firstListQuery(filters, sort));
}

/** How many of a charity's applicants wait for a reply: one count, no rows (a page of one). */
export function waitingForReplyOptions(charityId: number) {
  return applicationsOptions({
    Filters: [
      { name: 'charityId', values: [charityId] },
      { name: 'applicationStatusId', values: [ApplicationStatus.applied] },
    ],
    Pagination: { Page: 1, ItemsPerPage: 1 },
  });
}

export function useApplications(query: Partial<ListQuery>, enabled = true) {
  return useQuery({ ...applicationsOptions(query), enabled });
}

export function useWaitingForReply(charityId: number, enabled: boolean) {
  return useQuery({ ...waitingForReplyOptions(charityId), enabled });
}
