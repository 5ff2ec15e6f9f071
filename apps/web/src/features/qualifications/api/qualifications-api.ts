import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EducationInput, ExperienceInput, FilePrivacyTypeItem, Qualifications, Resume } from '@boardmatch/shared';
import { api, apiRequest } from '@/lib/api-client.ts';
import { downloadFile } from '@/lib/api/download-file.ts';
import { uploadFile } from '@/lib/api/upload-file.ts';

export const qualificationsKey = (candidateId: number) => ['qualifications', candidateId] as const;

export function useQualifications(candidateId: number) {
  return useQuery({ queryKey: qualificationsKey(candidateId), queryFn: () => api.get<Qualifications>(`/api/candidates/${candidateId}/qualifications`) });
}

export function usePrivacyTypes() {
  return useQuery({
    queryKey: ['files', 'privacy-types'],
    queryFn: () => api.get<FilePrivacyTypeItem[]>('/api/files/privacy-types'),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

type Kind = 'education' | 'experience';
type Input<K extends Kind> = K extends 'education' ? EducationInput : ExperienceInput;

/** Adds (no id) or changes an entry; the answer is the whole record, which replaces the cached one. */
export function useSaveEntry<K extends Kind>(candidateId: number, kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: Input<K> }) =>
      id
        ? api.put<Qualifications>(`/api/candidates/${candidateId}/qualifications/${kind}/${id}`, input)
        : api.post<Qualifications>(`/api/candidates/${candidateId}/qualifications/${kind}`, input),
    onSuccess: (data) => queryClient.setQueryData(qualificationsKey(candidateId), data),
  });
}

export function useDeleteEntry(candidateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: Kind; id: number }) => apiRequest<Qualifications>(`/api/candidates/${candidateId}/qualifications/${kind}/${id}`, { method: 'DELETE' }),
    onSuccess: (data) => queryClient.setQueryData(qualificationsKey(candidateId), data),
  });
}

function useSetResume(candidateId: number) {
  const queryClient = useQueryClient();
  return (resume: Resume | null) =>
    queryClient.setQueryData<Qualifications>(qualificationsKey(candidateId), (old) => (old ? { ...old, resume } : old));
}

export function useUploadResume(candidateId: number) {
  const setResume = useSetResume(candidateId);
  return useMutation({
    mutationFn: ({ file, fileVisibilityId }: { file: File; fileVisibilityId: number }) =>
      uploadFile<Resume>(`/api/files/upload/candidate/${candidateId}/resume`, file, { fileVisibilityId }),
    onError: (error) => console.error('Could not upload file', error),
    onSuccess: setResume,
  });
}

export function useResumeVisibility(candidateId: number) {
  const setResume = useSetResume(candidateId);
  return useMutation({
    mutationFn: ({ id, fileVisibilityId }: { id: number; fileVisibilityId: number }) => api.put<Resume>(`/api/files/${id}/visibility`, { fileVisibilityId }),
    onSuccess: setResume,
  });
}

export function useDeleteResume(candidateId: number) {
  const setResume = useSetResume(candidateId);
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/api/files/${id}`, { method: 'DELETE' }),
    onSuccess: () => setResume(null),
  });
}

export const downloadResume = (resume: Resume) => downloadFile(`/api/files/download/${resume.id}`, resume.originalName);
