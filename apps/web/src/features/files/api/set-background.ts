import { useMutation } from '@tanstack/react-query';
import type { BackgroundImage } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { imagePaths, useImagesChanged, type ImageOwner } from './image-owner.ts';

/** PUTs the owner's chosen background. */
export const setBackground = (owner: ImageOwner, imageId: number) => api.put<{ image: BackgroundImage | null }>(imagePaths(owner).setBackground(imageId));

export function useSetBackground(owner: ImageOwner) {
  const changed = useImagesChanged(owner);
  return useMutation({
    mutationFn: (imageId: number) => setBackground(owner, imageId),
    onError: (error) => console.error('Could not set background image', error),
    onSuccess: changed,
  });
}
