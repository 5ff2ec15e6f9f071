import { useMutation } from '@tanstack/react-query';
import type { Resume } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { useResumeChanged } from './get-qualifications.ts';

/** PUT /api/files/{id}/visibility: who may see the resume. */
export const updateResumeVisibility = ({ id, fileVisibilityId }: { id: number; fileVisibilityId: number }) => api.put<Resume>(`/api/files/${id}/visibility`, { fileVisibilityId });

export function useResumeVisibility(candidateId: number) {
  const changed = useResumeChanged(candidateId);
  return useMutation({ mutationFn: updateResumeVisibility, onSuccess: changed });
}
