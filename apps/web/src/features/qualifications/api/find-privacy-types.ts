import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilePrivacyTypeItem } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/files/privacy-types: who may see a file; they rarely change, so they are cached for the visit. */
export const findPrivacyTypes = () => api.get<FilePrivacyTypeItem[]>('/api/files/privacy-types');

export function privacyTypesOptions() {
  return queryOptions({ queryKey: queryKeys.files.privacyTypes(), queryFn: findPrivacyTypes, staleTime: Infinity, gcTime: Infinity });
}

export function usePrivacyTypes() {
  return useQuery(privacyTypesOptions());
}
