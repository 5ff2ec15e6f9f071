import { useMutation } from '@tanstack/react-query';
import type { ImageItem } from '@boardmatch/shared';
import { uploadFile } from '@/lib/api/upload-file.ts';
import { imagePaths, useImagesChanged, type ImageOwner } from './image-owner.ts';

export type ImageType = 'profile-image' | 'background-image';

/** POSTs a profile or background picture for the owner (multipart). */
export const uploadImage = (owner: ImageOwner, type: ImageType, file: File) => uploadFile<ImageItem>(imagePaths(owner).upload(type), file);

export function useUploadImage(owner: ImageOwner, type: ImageType) {
  const changed = useImagesChanged(owner);
  return useMutation({
    mutationFn: (file: File) => uploadImage(owner, type, file),
    onError: (error) => console.error('Could not upload image', error),
    onSuccess: changed,
  });
}
