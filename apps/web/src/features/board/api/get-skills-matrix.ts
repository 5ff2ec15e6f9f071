import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SkillsMatrix } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/charities/{id}/skills-matrix: current members by skill, the skills wanted and the gaps. */
export const getSkillsMatrix = (charityId: number) => api.get<SkillsMatrix>(`/api/charities/${charityId}/skills-matrix`);

export function skillsMatrixOptions(charityId: number) {
  return queryOptions({ queryKey: [...queryKeys.board.all(charityId), 'skills-matrix'] as const, queryFn: () => getSkillsMatrix(charityId), enabled: charityId > 0 });
}

export function useSkillsMatrix(charityId: number) {
  return useQuery(skillsMatrixOptions(charityId));
}
