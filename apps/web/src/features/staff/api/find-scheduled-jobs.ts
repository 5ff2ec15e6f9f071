import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduledJobList } from '@boardmatch/shared';
import { api } from '@/lib/api-client.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/** GET /api/staff/scheduled-jobs: each scheduled job with its last run, outcome and next run. */
export const findScheduledJobs = () => api.get<ScheduledJobList>('/api/staff/scheduled-jobs');

export function scheduledJobsOptions() {
  return queryOptions({ queryKey: queryKeys.staff.scheduledJobs(), queryFn: findScheduledJobs });
}

export function useScheduledJobs() {
  return useQuery(scheduledJobsOptions());
}
