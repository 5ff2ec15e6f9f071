import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export interface LookupItem {
  id: number;
  name: string;
}

export interface Region extends LookupItem {
  abbreviation: string | null;
  countryId: number;
}

export type LookupList = 'countries' | 'regions' | 'phone-types' | 'pronouns' | 'skills' | 'focus-areas' | 'charity-types' | 'charity-scopes' | 'introduction-types' | 'volunteer-program-types' | 'volunteer-experience-types' | 'board-experience-types' | 'age-groups' | 'minority-groups' | 'social-media-types' | 'education-types' | 'experience-contract-types' | 'experience-location-types' | 'board-types' | 'development-stages' | 'funding-statuses' | 'board-work-hours';

export const lookupKey = (list: LookupList) => ['lookups', list] as const;

/** A public reference list (GET /api/lookups/{list}); they rarely change, so they are cached for the visit. */
export function lookupOptions<T extends LookupItem = LookupItem>(list: LookupList) {
  return queryOptions({
    queryKey: lookupKey(list),
    queryFn: () => api.get<T[]>(`/api/lookups/${list}`),
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
