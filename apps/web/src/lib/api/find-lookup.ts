import { queryOptions, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@boardmatch/shared';
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

/** GET /api/lookups/{list}: a public reference list, its names in the language the request asks for. */
export const findLookup = <T extends LookupItem = LookupItem>(list: LookupList) => api.get<T[]>(`/api/lookups/${list}`);

const pageLanguage = (language: string | undefined): Language => (language?.startsWith('fr') ? 'fr' : 'en');

/** Reference lists rarely change, so they are cached for the visit, once per language (the server answers skills and
 * causes in the reader's alphabetical order). */
export function lookupOptions<T extends LookupItem = LookupItem>(list: LookupList, language: Language = pageLanguage(i18next.language)) {
  return queryOptions({
    queryKey: [...queryKeys.lookups.list(list), language],
    queryFn: () => findLookup<T>(list),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useLookup<T extends LookupItem = LookupItem>(list: LookupList) {
  const { i18n } = useTranslation();
  return useQuery(lookupOptions<T>(list, pageLanguage(i18n.language)));
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
