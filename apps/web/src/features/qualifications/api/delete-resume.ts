import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { useResumeChanged } from './get-qualifications.ts';

/** DELETE /api/files/{id}. */
export const deleteResume = (id: number) => apiRequest<void>(`/api/files/${id}`, { method: 'DELETE' });

export function useDeleteResume(candidateId: number) {
  const changed = useResumeChanged(candidateId);
  return useMutation({ mutationFn: deleteResume, onSuccess: () => changed(null) });
}
