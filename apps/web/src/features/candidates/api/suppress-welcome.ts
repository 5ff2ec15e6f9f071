import { api } from '@/lib/api-client.ts';

/** PUT /api/candidates/{id}/welcome/suppress: 'do not show again'; the answer is the new welcome status. */
export const suppressWelcome = (candidateId: number) => api.put<{ showWelcome: boolean }>(`/api/candidates/${candidateId}/welcome/suppress`);
