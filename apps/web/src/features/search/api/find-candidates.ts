import { useInfiniteQuery } from '@tanstack/react-query';
import type { CandidateList, ListQuery } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { searchListOptions, type SearchRequest } from '@/features/search/search-list.ts';

const BROWSE = '/api/candidates/browse';

/** POST /api/candidates/browse: the candidates who let charities review them that the list query finds. */
export const findCandidates = (query: Partial<ListQuery>) => api.post<CandidateList>(BROWSE, query);

/** /search's candidates, 6 at a time. */
export const candidateResultsOptions = (request: SearchRequest) => searchListOptions('candidates', BROWSE, request, findCandidates);

export const useCandidateResults = (request: SearchRequest, enabled: boolean) => useInfiniteQuery({ ...candidateResultsOptions(request), enabled });
