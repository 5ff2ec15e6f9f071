import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackgroundImage, ImageItem, ImageList } from '@boardmatch/shared';
import { api, apiRequest } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/api/upload.ts';

export const profileImagesKey = (candidateId: number) => ['images', 'candidate', candidateId, 'profile-image'] as const;
export const backgroundThumbnailsKey = (candidateId: number) => ['images', 'candidate', candidateId, 'background-thumbnails'] as const;
export const currentBackgroundKey = (candidateId: number) => ['images', 'candidate', candidateId, 'background'] as const;

/** The candidate's profile pictures (the active one first). */
export function useProfileImages(candidateId: number, enabled = true) {
  return useQuery({
    queryKey: profileImagesKey(candidateId),
    enabled,
    queryFn: async () => {
      try {
        return await api.post<ImageList>('/api/images/read/candidate', {
          Filters: [
            { name: 'entityId', values: [candidateId] },
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

function useInvalidateImages(candidateId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['images', 'candidate', candidateId] });
}

export function useUploadImage(candidateId: number, type: 'profile-image' | 'background-image') {
  const invalidate = useInvalidateImages(candidateId);
  return useMutation({
    mutationFn: (file: File) => uploadFile<ImageItem>(`/api/images/upload/candidate/${candidateId}/${type}`, file),
    onError: (error) => console.error('Could not upload image', error),
    onSuccess: invalidate,
  });
}

export function useDeleteImage(candidateId: number) {
  const invalidate = useInvalidateImages(candidateId);
  return useMutation({
    mutationFn: (imageId: number) => apiRequest<void>(`/api/images/${imageId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useBackgroundThumbnails(candidateId: number, enabled: boolean) {
  return useQuery({
    queryKey: backgroundThumbnailsKey(candidateId),
    enabled,
    queryFn: async () => {
      try {
        return (await api.get<{ images: BackgroundImage[] }>(`/api/candidates/${candidateId}/background-image-thumbnails`)).images;
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

export function useSetBackground(candidateId: number) {
  const invalidate = useInvalidateImages(candidateId);
  return useMutation({
    mutationFn: (imageId: number) => api.put<{ image: BackgroundImage | null }>(`/api/candidates/${candidateId}/set-background/${imageId}`),
    onError: (error) => console.error('Could not set background image', error),
    onSuccess: invalidate,
  });
}
