import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { imagePaths, useImagesChanged, type ImageOwner } from './image-owner.ts';

/** DELETEs one of the owner's pictures. */
export const deleteImage = (owner: ImageOwner, imageId: number) => apiRequest<void>(imagePaths(owner).remove(imageId), { method: 'DELETE' });

export function useDeleteImage(owner: ImageOwner) {
  const changed = useImagesChanged(owner);
  return useMutation({ mutationFn: (imageId: number) => deleteImage(owner, imageId), onSuccess: changed });
}
