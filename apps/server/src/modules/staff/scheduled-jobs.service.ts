import type { ScheduledJobList, ScheduledJobName, ScheduledJobRun } from '@boardmatch/shared';
import { AppError } from '../../platform/errors/app-error.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { JobAlreadyRunning, type JobRun, type JobRunner } from '../../platform/jobs/job-runner.ts';

const presentRun = (run: JobRun): ScheduledJobRun => ({
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
  outcome: run.outcome,
  summary: run.summary,
});

/** 'Scheduled jobs' on the admin page: each job, its last run and outcome, and its next run. */
export async function listScheduledJobs(jobs: JobRunner, actor: SessionUser): Promise<ScheduledJobList> {
  authorize(actor, 'scheduled-job.read');
  const status = await jobs.status();
  return {
    jobs: status.map((job) => ({ name: job.name as ScheduledJobName, lastRun: job.lastRun && presentRun(job.lastRun), nextRun: job.nextRun.toISOString() })),
  };
}

/** 'Run now': the job runs in this request, and its run is recorded with who started it. */
export async function runScheduledJob(jobs: JobRunner, actor: SessionUser, name: ScheduledJobName): Promise<ScheduledJobRun> {
  authorize(actor, 'scheduled-job.run');
  try {
    return presentRun(await jobs.run(name, actor.id));
  } catch (err) {
    if (err instanceof JobAlreadyRunning) throw AppError.conflict('staffAdmin.scheduledJobs.alreadyRunning', 'JOB_RUNNING');
    throw err;
  }
}
