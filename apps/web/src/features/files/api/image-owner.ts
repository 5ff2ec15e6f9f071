import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys.ts';

/** Whose pictures: a candidate's or a charity's. */
export interface ImageOwner {
  kind: 'candidate' | 'charity';
  id: number;
}

/** The API's addresses for each kind of owner. */
export const imagePaths = (owner: ImageOwner) =>
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

/** After a change to the owner's pictures: everything read about them reads again. */
export function useImagesChanged(owner: ImageOwner) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.images.owner(owner) });
    // A charity's profile (its picture and background) is read through search.
    if (owner.kind === 'charity') void queryClient.invalidateQueries({ queryKey: queryKeys.search.charityProfile(owner.id) });
  };
}
