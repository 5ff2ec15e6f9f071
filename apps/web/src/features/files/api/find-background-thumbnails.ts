import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackgroundImage } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { imagePaths, type ImageOwner } from './image-owner.ts';

/** GET .../background-image-thumbnails: the backgrounds the owner may choose from. */
export async function findBackgroundThumbnails(owner: ImageOwner): Promise<BackgroundImage[]> {
  try {
    return (await api.get<{ images: BackgroundImage[] }>(imagePaths(owner).thumbnails)).images;
  } catch (error) {
    console.error('Could not fetch images', error);
    throw error;
  }
}

export function backgroundThumbnailsOptions(owner: ImageOwner) {
  return queryOptions({ queryKey: queryKeys.images.backgroundThumbnails(owner), queryFn: () => findBackgroundThumbnails(owner) });
}

export function useBackgroundThumbnails(owner: ImageOwner, enabled: boolean) {
  return useQuery({ ...backgroundThumbnailsOptions(owner), enabled });
}
