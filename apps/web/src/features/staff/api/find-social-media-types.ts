import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialMediaType } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/social-media-types: the types with their images (staff Admin). */
export const findSocialMediaTypes = () => api.get<SocialMediaType[]>('/api/social-media-types');

export function socialMediaTypesOptions() {
  return queryOptions({ queryKey: queryKeys.socialMediaTypes.all(), queryFn: findSocialMediaTypes });
}

export function useSocialMediaTypes() {
  return useQuery(socialMediaTypesOptions());
}
