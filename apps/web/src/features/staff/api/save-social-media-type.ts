import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialMediaType } from '@boardmatch/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

export interface SocialMediaTypeSave {
  id: number | null;
  name: string;
  image: File | null;
}

/** POST /api/social-media-types (id null) or PUT /api/social-media-types/{id}: multipart with the name and, when chosen, the image. */
export async function saveSocialMediaType({ id, name, image }: SocialMediaTypeSave): Promise<SocialMediaType> {
  const response = await apiFetch(id === null ? '/api/social-media-types' : `/api/social-media-types/${id}`, () => {
    const form = new FormData();
    form.append('name', name);
    if (image) form.append('image', image, image.name);
    return { method: id === null ? 'POST' : 'PUT', body: form };
  });
  return (await response.json()) as SocialMediaType;
}

export function useSaveSocialMediaType() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveSocialMediaType, onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.socialMediaTypes.all() }) });
}
