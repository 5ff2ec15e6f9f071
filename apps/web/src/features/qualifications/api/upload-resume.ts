import { useMutation } from '@tanstack/react-query';
import type { Resume } from '@boardmatch/shared';
import { uploadFile } from '@/lib/api/upload-file.ts';
import { useResumeChanged } from './get-qualifications.ts';

/** POST /api/files/upload/candidate/{id}/resume (multipart), with who may see it. */
export const uploadResume = (candidateId: number, { file, fileVisibilityId }: { file: File; fileVisibilityId: number }) =>
  uploadFile<Resume>(`/api/files/upload/candidate/${candidateId}/resume`, file, { fileVisibilityId });

export function useUploadResume(candidateId: number) {
  const changed = useResumeChanged(candidateId);
  return useMutation({
    mutationFn: (upload: { file: File; fileVisibilityId: number }) => uploadResume(candidateId, upload),
    onError: (error) => console.error('Could not upload file', error),
    onSuccess: changed,
  });
}
