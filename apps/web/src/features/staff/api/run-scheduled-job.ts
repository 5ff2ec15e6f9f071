import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduledJobName, ScheduledJobRun } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** POST /api/staff/scheduled-jobs/{name}/run: 'Run now'; answers the run (409 while the job is already running). */
export const runScheduledJob = (name: ScheduledJobName) => api.post<ScheduledJobRun>(`/api/staff/scheduled-jobs/${name}/run`);

export function useRunScheduledJob() {
  const client = useQueryClient();
  return useMutation({ mutationFn: runScheduledJob, onSettled: () => client.invalidateQueries({ queryKey: queryKeys.staff.scheduledJobs() }) });
}
