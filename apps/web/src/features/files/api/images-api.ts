import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackgroundImage, ImageItem, ImageList } from '@boardmatch/shared';
import { api, apiRequest } from '@/lib/api-client.ts';
import { uploadFile } from '@/lib/api/upload-file.ts';

/** Whose pictures: a candidate's or a charity's. */
export interface ImageOwner {
  kind: 'candidate' | 'charity';
  id: number;
}

/** The API's addresses for each kind of owner. */
const paths = (owner: ImageOwner) =>
  owner.kind === 'candidate'
    ? {
        upload: (type: string) => `/api/images/upload/candidate/${owner.id}/${type}`,
        remove: (imageId: number) => `/api/images/${imageId}`,
        thumbnails: `/api/candidates/${owner.id}/background-image-thumbnails`,
        setBackground: (imageId: number) => `/api/candidates/${owner.id}/set-background/${imageId}`,
      }
    : {
        upload: (type: string) => `/api/charities/${owner.id}/images/${type}`,
        remove: (imageId: number) => `/api/charities/${owner.id}/images/${imageId}`,
        thumbnails: `/api/charities/${owner.id}/background-image-thumbnails`,
        setBackground: (imageId: number) => `/api/charities/${owner.id}/background-image/${imageId}`,
      };

const ownerKey = (owner: ImageOwner) => ['images', owner.kind, owner.id] as const;
export const profileImagesKey = (owner: ImageOwner) => [...ownerKey(owner), 'profile-image'] as const;
export const backgroundThumbnailsKey = (owner: ImageOwner) => [...ownerKey(owner), 'background-thumbnails'] as const;
export const currentBackgroundKey = (candidateId: number) => ['images', 'candidate', candidateId, 'background'] as const;

/** The owner's profile pictures (the active one first). */
export function useProfileImages(owner: ImageOwner, enabled = true) {
  return useQuery({
    queryKey: profileImagesKey(owner),
    enabled,
    queryFn: async () => {
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
    },
  });
}

export function activeImage(list: ImageList | undefined): ImageItem | null {
  return list?.images.find((i) => i.isActive) ?? null;
}

function useInvalidateImages(owner: ImageOwner) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ownerKey(owner) });
    // A charity's profile (its picture and background) is read through search.
    if (owner.kind === 'charity') void queryClient.invalidateQueries({ queryKey: ['search', 'charity-profile', owner.id] });
  };
}

export function useUploadImage(owner: ImageOwner, type: 'profile-image' | 'background-image') {
  const invalidate = useInvalidateImages(owner);
  return useMutation({
    mutationFn: (file: File) => uploadFile<ImageItem>(paths(owner).upload(type), file),
    onError: (error) => console.error('Could not upload image', error),
    onSuccess: invalidate,
  });
}

export function useDeleteImage(owner: ImageOwner) {
  const invalidate = useInvalidateImages(owner);
  return useMutation({
    mutationFn: (imageId: number) => apiRequest<void>(paths(owner).remove(imageId), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useBackgroundThumbnails(owner: ImageOwner, enabled: boolean) {
  return useQuery({
    queryKey: backgroundThumbnailsKey(owner),
    enabled,
    queryFn: async () => {
      try {
        return (await api.get<{ images: BackgroundImage[] }>(paths(owner).thumbnails)).images;
      } catch (error) {
        console.error('Could not fetch images', error);
        throw error;
      }
    },
  });
}

/** The candidate's chosen background (null when none). */
export function useCurrentBackground(candidateId: number | null | undefined) {
  return useQuery({
    queryKey: currentBackgroundKey(candidateId ?? 0),
    enabled: Boolean(candidateId),
    queryFn: async () => (await api.get<{ image: BackgroundImage | null }>(`/api/candidates/${candidateId}/background-image`)).image,
  });
}

export function useSetBackground(owner: ImageOwner) {
  const invalidate = useInvalidateImages(owner);
  return useMutation({
    mutationFn: (imageId: number) => api.put<{ image: BackgroundImage | null }>(paths(owner).setBackground(imageId)),
    onError: (error) => console.error('Could not set background image', error),
    onSuccess: invalidate,
  });
}
