import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** DELETE /api/social-media-types/{id}: refused (409) while people's or charities' links use the type. */
export const deleteSocialMediaType = (id: number) => apiRequest<void>(`/api/social-media-types/${id}`, { method: 'DELETE' });

export function useDeleteSocialMediaType() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSocialMediaType, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.socialMediaTypes.all() }) });
}
