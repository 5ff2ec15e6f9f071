import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface LookupItem {
  id: number;
  name: string;
}

export interface Region extends LookupItem {
  abbreviation: string | null;
  countryId: number;
}

export type LookupList = 'countries' | 'regions' | 'phone-types' | 'pronouns' | 'skills' | 'focus-areas' | 'charity-types' | 'charity-scopes' | 'introduction-types' | 'volunteer-program-types' | 'volunteer-experience-types' | 'board-experience-types' | 'age-groups' | 'minority-groups' | 'social-media-types' | 'education-types' | 'experience-contract-types' | 'experience-location-types' | 'board-types' | 'development-stages' | 'funding-statuses' | 'board-work-hours';

/** GET /api/lookups/{list}: a public reference list. */
export const findLookup = <T extends LookupItem = LookupItem>(list: LookupList) => api.get<T[]>(`/api/lookups/${list}`);

/** Reference lists rarely change, so they are cached for the visit. */
export function lookupOptions<T extends LookupItem = LookupItem>(list: LookupList) {
  return queryOptions({
    queryKey: queryKeys.lookups.list(list),
    queryFn: () => findLookup<T>(list),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useLookup<T extends LookupItem = LookupItem>(list: LookupList) {
  return useQuery(lookupOptions<T>(list));
}

export const useCountries = () => useLookup('countries');
export const useRegions = () => useLookup<Region>('regions');
export const usePronouns = () => useLookup('pronouns');
export const useSkills = () => useLookup('skills');
export const useFocusAreas = () => useLookup('focus-areas');
export const useCharityTypes = () => useLookup('charity-types');
export const useCharityScopes = () => useLookup('charity-scopes');
export const useBoardTypes = () => useLookup('board-types');
export const useDevelopmentStages = () => useLookup('development-stages');
export const useFundingStatuses = () => useLookup('funding-statuses');
export const useBoardWorkHours = () => useLookup('board-work-hours');
