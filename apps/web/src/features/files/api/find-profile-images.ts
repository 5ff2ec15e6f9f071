import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ImageItem, ImageList } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import type { ImageOwner } from './image-owner.ts';

/** The owner's profile pictures (the active one first): a charity's by GET, a candidate's by the list query. */
export async function findProfileImages(owner: ImageOwner): Promise<ImageList> {
  try {
    if (owner.kind === 'charity') return await api.get<ImageList>(`/api/charities/${owner.id}/images`);
    return await api.post<ImageList>('/api/images/read/candidate', {
      Filters: [
        { name: 'entityId', values: [owner.id] },
        { name: 'type', values: ['profile-image'] },
      ],
    });
  } catch (error) {
    console.error('Could not fetch images', error);
    throw error;
  }
}

export function profileImagesOptions(owner: ImageOwner) {
  return queryOptions({ queryKey: queryKeys.images.profile(owner), queryFn: () => findProfileImages(owner) });
}

export function useProfileImages(owner: ImageOwner, enabled = true) {
  return useQuery({ ...profileImagesOptions(owner), enabled });
}

export function activeImage(list: ImageList | undefined): ImageItem | null {
  return list?.images.find((i) => i.isActive) ?? null;
}
